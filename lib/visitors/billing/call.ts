/** Runs a billing call for a route: billing being down becomes the 503 'service unavailable' envelope. */
import 'server-only';
import { fail } from '@/lib/platform/errors/domain-error';
import { logger } from '@/lib/platform/log/logger';
import { billing } from './gateway';
import { ensureOutboxRunning } from './outbox';
import { BillingUnavailableError, type BillingGateway } from './types';

/** The result of `fn(gateway)`, or a thrown DomainError('unavailable') when billing cannot answer. */
export async function callBilling<T>(fn: (gateway: BillingGateway) => Promise<T>): Promise<T> {
  // any billing use starts the forwarder, so requests left pending before a restart go out too
  ensureOutboxRunning();
  try {
    return await fn(billing());
  } catch (error) {
    if (error instanceof BillingUnavailableError) {
      logger().warn({ err: error.message }, 'billing unavailable');
      throw fail('unavailable');
    }
    throw error;
  }
}

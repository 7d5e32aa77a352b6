import { ok } from '@/lib/http/api/envelope';
import { fail } from '@/lib/platform/errors/domain-error';
import { defineRoute } from '@/lib/http/api/route/define-route';
import { pingDatabase } from '@/lib/platform/db/health';
import { logger } from '@/lib/platform/log/logger';
import * as contract from './contract';

/** GET /api/v1/health: unsigned; 200 when the database answers, 503 envelope otherwise. */
export const GET = defineRoute(contract.GET, async () => {
  try {
    await pingDatabase();
  } catch (error) {
    logger().error({ err: error }, 'health check: database unavailable');
    throw fail('unavailable');
  }
  return ok({ database: 'up' as const });
});

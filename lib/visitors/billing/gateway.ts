/**
 * The one door to billing. Without BILLING_URL the embedded implementation answers; with it,
 * the provider's billing over HTTP (lib/visitors/billing/http.ts, contract in lib/visitors/billing/README.md).
 */
import 'server-only';
import { env } from '@/lib/platform/env';
import { embeddedBilling } from './embedded';
import { createHttpBilling } from './http';
import type { BillingGateway } from './types';

let http: { key: string; gateway: BillingGateway } | undefined;

/** The billing gateway configured for this process. */
export function billing(): BillingGateway {
  const { BILLING_URL, BILLING_TOKEN, BILLING_TIMEOUT_MS } = env();
  if (!BILLING_URL) return embeddedBilling;
  // one instance per configuration so the circuit breaker's memory survives between requests
  const key = JSON.stringify([BILLING_URL, BILLING_TOKEN, BILLING_TIMEOUT_MS]);
  if (http?.key !== key)
    http = {
      key,
      gateway: createHttpBilling({ baseUrl: BILLING_URL, token: BILLING_TOKEN, timeoutMs: BILLING_TIMEOUT_MS }),
    };
  return http.gateway;
}

/**
 * The one door to billing. Without BILLING_URL the embedded implementation answers; with it,
 * the provider's billing over HTTP (lib/billing/http.ts, contract in lib/billing/README.md).
 */
import 'server-only';
import { env } from '@/lib/env';
import { embeddedBilling } from './embedded';
import { createHttpBilling } from './http';
import type { BillingGateway } from './types';

let http: { url: string; gateway: BillingGateway } | undefined;

/** The billing gateway configured for this process. */
export function billing(): BillingGateway {
  const { BILLING_URL, BILLING_TOKEN } = env();
  if (!BILLING_URL) return embeddedBilling;
  // one instance per URL so the circuit breaker's memory survives between requests
  if (http?.url !== BILLING_URL) http = { url: BILLING_URL, gateway: createHttpBilling({ baseUrl: BILLING_URL, token: BILLING_TOKEN }) };
  return http.gateway;
}

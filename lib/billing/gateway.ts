/**
 * The one door to billing. Without BILLING_URL the embedded implementation answers; with it,
 * the provider's billing over HTTP (lib/billing/http.ts, added with the visitor-flows work).
 */
import 'server-only';
import { embeddedBilling } from './embedded';
import type { BillingGateway } from './types';

/** The billing gateway configured for this process. */
export function billing(): BillingGateway {
  return embeddedBilling;
}

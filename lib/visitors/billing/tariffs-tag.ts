/** The cache tag of the billing's tariff list (lib/visitors/billing/tariffs.ts); a restore expires it too. */
export const TARIFFS_TAG = 'billing-tariffs';

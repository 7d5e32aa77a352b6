/**
 * Which payment systems the site offers. A configured merchant id wins; with none configured and
 * PAYMENT_DEMO on (the default), demo ids are used, so a fresh `npm start` shows the whole
 * flow with real checkout URLs. Production sets its own ids (then no demo id is mixed in) or
 * turns PAYMENT_DEMO off to offer no online payment at all.
 */
import type { Env } from '@/lib/platform/env';
import type { MerchantIds } from './checkout';

/** Demo ids: well-formed for each system's checkout, belonging to no merchant. */
export const DEMO_MERCHANTS: Required<MerchantIds> = {
  payme: '000000000000000000000000',
  clickService: '10000',
  clickMerchant: '10000',
  uzum: '10000',
  paynet: '10000',
};

/** The merchant ids to build checkout links with. */
export function paymentMerchants(
  config: Pick<
    Env,
    | 'PAYME_MERCHANT_ID'
    | 'CLICK_SERVICE_ID'
    | 'CLICK_MERCHANT_ID'
    | 'UZUM_SERVICE_ID'
    | 'PAYNET_SERVICE_ID'
    | 'PAYMENT_DEMO'
  >,
): MerchantIds {
  const configured: MerchantIds = {
    payme: config.PAYME_MERCHANT_ID,
    clickService: config.CLICK_SERVICE_ID,
    clickMerchant: config.CLICK_MERCHANT_ID,
    uzum: config.UZUM_SERVICE_ID,
    paynet: config.PAYNET_SERVICE_ID,
  };
  const set = Object.fromEntries(Object.entries(configured).filter(([, id]) => id)) as MerchantIds;
  return Object.keys(set).length > 0 || !config.PAYMENT_DEMO ? set : DEMO_MERCHANTS;
}

/**
 * Checkout links of the payment systems, built from the configured merchant ids (a system
 * without an id is not offered). The account is the full login: prefix + login, e.g. x100001.
 * - Payme: https://checkout.paycom.uz/<base64 of "m=<merchant>;ac.login=<account>;a=<tiyin>">
 * - Click: https://my.click.uz/services/pay?service_id&merchant_id&amount&transaction_param=<account>
 * - Uzum:  https://www.uzumbank.uz/open-service?serviceId=<id>&account=<account>&amount=<so'm>
 * - Paynet: https://app.paynet.uz/?serviceId=<id>&account=<account>&amount=<so'm>
 */

/** Merchant ids as configured (PAYME_MERCHANT_ID, CLICK_SERVICE_ID + CLICK_MERCHANT_ID, UZUM_SERVICE_ID, PAYNET_SERVICE_ID). */
export type MerchantIds = {
  payme?: string;
  clickService?: string;
  clickMerchant?: string;
  uzum?: string;
  paynet?: string;
};

/** One way to pay online. */
export type CheckoutLink = { id: 'payme' | 'click' | 'uzum' | 'paynet'; name: string; url: string };

const toBase64 = (text: string) =>
  typeof btoa === 'function' ? btoa(unescape(encodeURIComponent(text))) : Buffer.from(text, 'utf8').toString('base64');

/** The checkout links for an account and an optional sum in so'm. */
export function checkoutLinks(ids: MerchantIds, account: string, sum?: number | null): CheckoutLink[] {
  const links: CheckoutLink[] = [];
  const amount = sum && sum > 0 ? sum : undefined;
  if (ids.payme) {
    const params = [`m=${ids.payme}`, `ac.login=${account}`, ...(amount ? [`a=${amount * 100}`] : [])].join(';');
    links.push({ id: 'payme', name: 'Payme', url: `https://checkout.paycom.uz/${toBase64(params)}` });
  }
  if (ids.clickService && ids.clickMerchant) {
    const q = new URLSearchParams({
      service_id: ids.clickService,
      merchant_id: ids.clickMerchant,
      ...(amount ? { amount: String(amount) } : {}),
      transaction_param: account,
    });
    links.push({ id: 'click', name: 'Click', url: `https://my.click.uz/services/pay?${q}` });
  }
  if (ids.uzum) {
    const q = new URLSearchParams({ serviceId: ids.uzum, account, ...(amount ? { amount: String(amount) } : {}) });
    links.push({ id: 'uzum', name: 'Uzum', url: `https://www.uzumbank.uz/open-service?${q}` });
  }
  if (ids.paynet) {
    const q = new URLSearchParams({ serviceId: ids.paynet, account, ...(amount ? { amount: String(amount) } : {}) });
    links.push({ id: 'paynet', name: 'Paynet', url: `https://app.paynet.uz/?${q}` });
  }
  return links;
}

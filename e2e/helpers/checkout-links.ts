import { expect, type Locator } from '@playwright/test';
import { DEMO_MERCHANTS } from '../../lib/visitors/billing/merchants';

/** The checkout links of the demo configuration (what `npm start` runs with no merchant id set), by system. */
export async function checkoutHrefs(area: Locator, choose: string): Promise<Record<string, URL>> {
  const links = area.getByRole('region', { name: choose }).getByRole('link');
  await expect(links).toHaveCount(4);
  const hrefs: Record<string, URL> = {};
  for (const link of await links.all()) {
    const url = new URL((await link.getAttribute('href'))!);
    hrefs[url.hostname] = url;
  }
  return hrefs;
}

/** Every configured system's checkout carries the account and the amount, and nothing is opened (no internet here). */
export async function expectCheckouts(area: Locator, choose: string, account: string, sum: number) {
  const hrefs = await checkoutHrefs(area, choose);
  expect(Object.keys(hrefs).sort()).toEqual(['app.paynet.uz', 'checkout.paycom.uz', 'my.click.uz', 'www.uzumbank.uz']);
  expect(Buffer.from(hrefs['checkout.paycom.uz']!.pathname.slice(1), 'base64').toString()).toBe(
    `m=${DEMO_MERCHANTS.payme};ac.login=${account};a=${sum * 100}`,
  );
  expect(Object.fromEntries(hrefs['my.click.uz']!.searchParams)).toEqual({
    service_id: DEMO_MERCHANTS.clickService,
    merchant_id: DEMO_MERCHANTS.clickMerchant,
    amount: String(sum),
    transaction_param: account,
  });
  expect(Object.fromEntries(hrefs['www.uzumbank.uz']!.searchParams)).toEqual({
    serviceId: DEMO_MERCHANTS.uzum,
    account,
    amount: String(sum),
  });
  expect(Object.fromEntries(hrefs['app.paynet.uz']!.searchParams)).toEqual({
    serviceId: DEMO_MERCHANTS.paynet,
    account,
    amount: String(sum),
  });
}

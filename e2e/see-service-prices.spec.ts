import { expect, test } from '@playwright/test';

const TEXT = {
  rus: {
    iptv: 'Интерактивное ТВ',
    iptvPrice: 'от 29 000 сум',
    speakers: 'от 795 000 сум',
    free: 'Magic — скидка за верность',
    price: /^от [\d ]+ сум$/,
  },
  uzb: {
    iptv: 'Interaktiv TV',
    iptvPrice: '29 000 soʻmdan',
    speakers: '795 000 soʻmdan',
    free: 'Magic — sodiqlik uchun chegirma',
    price: /^[\d ]+ soʻmdan$/,
  },
} as const;

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: each additional service card shows an icon, and a price from where it is not free`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    await page.goto(`/${lang}/additional_services`);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(15);
    // every card has its own drawn icon, hidden from screen readers
    const icons = page.getByRole('main').locator('li svg[aria-hidden="true"]');
    await expect(icons).toHaveCount(15);
    expect(new Set(await icons.evaluateAll((all) => all.map((svg) => svg.getAttribute('data-icon')))).size).toBe(15);
    for (const icon of await icons.all()) expect((await icon.boundingBox())?.width).toBeGreaterThan(20);

    const iptv = cards.filter({ has: page.getByRole('heading', { name: t.iptv }) });
    await expect(iptv.getByText(t.iptvPrice, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(t.speakers, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(t.price)).toHaveCount(10);
    const free = cards.filter({ has: page.getByRole('heading', { name: t.free }) });
    await expect(free.getByText(t.price)).toHaveCount(0);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { sign } from './helpers/admin';

const TEXT = {
  rus: {
    note: 'Сервер теста находится в сети TAS-IX',
    start: 'Начать тест',
    done: 'Тест завершён.',
    again: 'Повторить тест',
    figures: ['Задержка (пинг)', 'Джиттер', 'Загрузка', 'Отдача'],
    units: ['мс', 'мс', 'Мбит/с', 'Мбит/с'],
    tariff: 'Ваш тариф',
    tariffSpeed: 'Скорость тарифа в TAS-IX: до 100 Мбит/с, в интернете: до 20 Мбит/с.',
    share: /Загрузка составила \d+% от скорости тарифа в TAS-IX\./,
  },
  uzb: {
    note: 'Test serveri TAS-IX tarmogʻida joylashgan',
    start: 'Testni boshlash',
    done: 'Test yakunlandi.',
    again: 'Testni takrorlash',
    figures: ['Kechikish (ping)', 'Jitter', 'Yuklab olish', 'Yuborish'],
    units: ['ms', 'ms', 'Mbit/s', 'Mbit/s'],
    tariff: 'Tarifingiz',
    tariffSpeed: 'Tarifning TAS-IX tezligi: 100 Mbit/s gacha, internetda: 20 Mbit/s gacha.',
    share: /Yuklab olish tarifning TAS-IX tezligining \d+% ini tashkil etdi\./,
  },
} as const;

type Texts = (typeof TEXT)[keyof typeof TEXT];

/** The figure shown under a label, as a number (the page writes decimals with a comma in both languages). */
async function figure(page: Page, t: Texts, index: number): Promise<number> {
  const text = await page
    .locator('dt', { hasText: t.figures[index]! })
    .locator('xpath=following-sibling::dd')
    .innerText();
  expect(text, t.figures[index]).toMatch(new RegExp(`^[\\d\\s\\u00a0]+,\\d ${t.units[index]}$`));
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

async function runTest(page: Page, t: Texts) {
  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByRole('status')).toHaveText(t.done, { timeout: 60_000 });
  await expect(page.getByRole('button', { name: t.again })).toBeEnabled();
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: a visitor measures their speed against the site's own server and compares it with a tariff`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.origin !== new URL(baseURL!).origin) thirdParty.push(request.url());
    });
    await page.goto(`/${lang}/speedtest`);
    await expect(page.getByText(t.note)).toBeVisible();
    // in one language the tariff is picked before the test, in the other after it
    if (lang === 'uzb') await page.getByLabel(t.tariff).selectOption({ label: 'Arbuz' });
    await runTest(page, t);
    const [latency, jitter, download, upload] = [
      await figure(page, t, 0),
      await figure(page, t, 1),
      await figure(page, t, 2),
      await figure(page, t, 3),
    ];
    expect(latency).toBeGreaterThanOrEqual(0);
    expect(jitter).toBeGreaterThanOrEqual(0);
    expect(download).toBeGreaterThan(0);
    expect(upload).toBeGreaterThan(0);
    if (lang === 'rus') await page.getByLabel(t.tariff).selectOption({ label: 'Arbuz' });
    const comparison = page.getByTestId('speedtest-tariff');
    await expect(comparison).toContainText(t.tariffSpeed);
    await expect(comparison).toContainText(t.share);
    expect(thirdParty, 'calls to other hosts').toEqual([]);
  });
}

test('a download passes the front server uncompressed and is never answered from its cache', async ({ request }) => {
  const bytes = 3 * 1024 * 1024;
  for (let i = 0; i < 2; i++) {
    const res = await request.get(`/api/v1/speedtest/download?bytes=${bytes}`, {
      headers: { ...sign(), 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['x-page-cache']).toBeUndefined();
    expect(headers['cache-control']).toBe('no-store, no-transform');
    expect(headers['content-type']).toBe('application/octet-stream');
    expect((await res.body()).length).toBe(bytes);
  }
  const ping = await request.get('/api/v1/speedtest/ping', { headers: sign() });
  expect(await ping.json()).toEqual({ status: 'ok', data: null });
});

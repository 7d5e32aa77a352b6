import { expect, test, type Page } from '@playwright/test';
import { formatDateTime } from '../lib/format/date-time';
import { firstAdmin, loginViaUi } from './helpers/admin';

const tag = Date.now().toString(36);
const TITLE = { rus: `Обрыв кабеля ${tag}`, uzb: `Kabel uzilishi ${tag}` };
const BANNER = { rus: `Авария в сети: ${TITLE.rus}.`, uzb: `Tarmoqda avariya: ${TITLE.uzb}.` };
const LINK = { rus: 'Подробнее о состоянии сети', uzb: 'Tarmoq holati haqida batafsil' };
const CURRENT = { rus: 'Аварии сейчас', uzb: 'Hozirgi avariyalar' };
const RESOLVED = { rus: 'Устранено за 30 дней', uzb: '30 kunda bartaraf etilgan' };
const KIND = { rus: 'Авария', uzb: 'Avariya' };
const LANGS = ['rus', 'uzb'] as const;

type Feed = {
  error: boolean;
  root: string;
  ns: string | null;
  id?: string;
  title?: string;
  updated?: string;
  self?: string;
  entries: { id?: string; title?: string; updated?: string; content?: string }[];
};

// The feed parsed by the browser's XML parser: its root, the feed's required elements and each entry's.
async function readFeed(page: Page, lang: string): Promise<Feed> {
  const res = await page.request.get(`/${lang}/status/feed.xml`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/atom+xml');
  return page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      const root = doc.documentElement;
      const kid = (el: Element, name: string) => [...el.children].find((c) => c.localName === name);
      const text = (el: Element, name: string) => kid(el, name)?.textContent ?? undefined;
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: root.localName,
        ns: root.namespaceURI,
        id: text(root, 'id'),
        title: text(root, 'title'),
        updated: text(root, 'updated'),
        self:
          [...root.children]
            .find((c) => c.localName === 'link' && c.getAttribute('rel') === 'self')
            ?.getAttribute('href') ?? undefined,
        entries: [...root.children]
          .filter((c) => c.localName === 'entry')
          .map((e) => ({
            id: text(e, 'id'),
            title: text(e, 'title'),
            updated: text(e, 'updated'),
            content: text(e, 'content'),
          })),
      };
    },
    await res.text(),
  );
}

function expectAtom(feed: Feed, lang: string) {
  expect(feed.error).toBe(false);
  expect(feed.root).toBe('feed');
  expect(feed.ns).toBe('http://www.w3.org/2005/Atom');
  expect(feed.id).toMatch(new RegExp(`/${lang}/status$`));
  expect(feed.title).toBeTruthy();
  expect(Number.isNaN(Date.parse(feed.updated ?? ''))).toBe(false);
  expect(feed.self).toMatch(new RegExp(`/${lang}/status/feed\\.xml$`));
  for (const entry of feed.entries) {
    expect(entry.id).toBeTruthy();
    expect(entry.title).toBeTruthy();
    expect(Number.isNaN(Date.parse(entry.updated ?? ''))).toBe(false);
    expect(entry.content).toBeTruthy();
  }
}

test('an outage entered in the admin shows on the status page, as the banner and in the feed, and leaves the banner once resolved', async ({
  page,
}) => {
  // fill the page caches first, so the save must expire them
  for (const lang of LANGS) {
    await page.goto(`/${lang}`);
    await expect(page.getByTestId('outage-banner')).toHaveCount(0);
    await page.goto(`/${lang}/status`);
  }
  const admin = firstAdmin();
  await loginViaUi(page, admin.email, admin.password);
  await page.goto('/rus/adm/outages');
  await page.getByRole('button', { name: 'Добавить' }).click();
  await page.getByLabel('Заголовок (рус)', { exact: true }).fill(TITLE.rus);
  await page.getByLabel('Заголовок (узб)', { exact: true }).fill(TITLE.uzb);
  await page.getByLabel('Вид', { exact: true }).selectOption({ label: 'Авария' });
  await page.getByLabel('Начало (по Ташкенту)').fill(formatDateTime(new Date(Date.now() - 3_600_000)));
  await page.getByLabel('Ожидаемое окончание (по Ташкенту)').fill(formatDateTime(new Date(Date.now() + 3_600_000)));
  await page.getByLabel('Чиланзарский район (г. Ташкент)').check();
  await page.getByLabel('Подробности (рус)').fill('Повреждён магистральный кабель, бригада на месте.');
  await page.getByLabel('Подробности (узб)').fill('Magistral kabel shikastlangan, brigada joyida.');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  await expect(page.getByTestId('admin-row').filter({ hasText: TITLE.rus })).toHaveCount(1);
  const feedBefore: Record<string, string> = {};

  for (const lang of LANGS) {
    // the banner on an ordinary page, in the visitor's language, leads to the status page
    await page.goto(`/${lang}/tariff`);
    const banner = page.getByTestId('outage-banner');
    await expect(banner).toContainText(BANNER[lang]);
    await banner.getByRole('link', { name: LINK[lang] }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/status$`));
    const current = page.getByRole('region', { name: CURRENT[lang] });
    const card = current.getByRole('article', { name: TITLE[lang] });
    await expect(card).toContainText(KIND[lang]);
    await expect(card).toContainText(lang === 'rus' ? 'Чиланзарский район' : 'Chilonzor tumani');
    // the head announces the feed
    const alternate = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(alternate).toHaveAttribute('href', new RegExp(`/${lang}/status/feed\\.xml$`));

    // another district's visitor does not see it; Chilonzor's does (a plain GET form)
    await page
      .getByLabel(lang === 'rus' ? 'Мой район' : 'Mening tumanim')
      .selectOption({ label: lang === 'rus' ? 'Юнусабадский район' : 'Yunusobod tumani' });
    await page.getByRole('button', { name: lang === 'rus' ? 'Показать' : "Ko'rsatish" }).click();
    await expect(page).toHaveURL(/\?district=\d+$/);
    await expect(
      page.getByRole('region', { name: CURRENT[lang] }).getByRole('article', { name: TITLE[lang] }),
    ).toHaveCount(0);
    await page
      .getByLabel(lang === 'rus' ? 'Мой район' : 'Mening tumanim')
      .selectOption({ label: lang === 'rus' ? 'Чиланзарский район' : 'Chilonzor tumani' });
    await page.getByRole('button', { name: lang === 'rus' ? 'Показать' : "Ko'rsatish" }).click();
    await expect(
      page.getByRole('region', { name: CURRENT[lang] }).getByRole('article', { name: TITLE[lang] }),
    ).toBeVisible();

    const feed = await readFeed(page, lang);
    expectAtom(feed, lang);
    const entry = feed.entries.find((e) => e.title === `${KIND[lang]}: ${TITLE[lang]}`);
    expect(entry?.id).toMatch(new RegExp(`/${lang}/status#outage-\\d+$`));
    feedBefore[lang] = feed.updated!;
  }

  // resolved in the admin: gone from the banner, listed as resolved, and the feed says it changed
  await page.goto('/rus/adm/outages');
  await page.getByTestId('admin-row').filter({ hasText: TITLE.rus }).getByRole('button', { name: 'Изменить' }).click();
  await page.getByLabel('Устранено (по Ташкенту)').fill(formatDateTime(new Date()));
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Изменения сохранены.' })).toBeVisible();
  for (const lang of LANGS) {
    await page.goto(`/${lang}/tariff`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('outage-banner')).toHaveCount(0);
    await page.goto(`/${lang}/status`);
    await expect(
      page.getByRole('region', { name: CURRENT[lang] }).getByRole('article', { name: TITLE[lang] }),
    ).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: RESOLVED[lang] }).getByRole('article', { name: TITLE[lang] }),
    ).toBeVisible();
    const feed = await readFeed(page, lang);
    expectAtom(feed, lang);
    expect(Date.parse(feed.updated!)).toBeGreaterThan(Date.parse(feedBefore[lang]!));
    expect(feed.entries.find((e) => e.title === `${KIND[lang]}: ${TITLE[lang]}`)?.content).toContain(
      lang === 'rus' ? 'Устранено:' : 'Bartaraf etildi:',
    );
  }

  // leave the demo content as the other specs expect it (the server keeps rendered pages across runs)
  await page.goto('/rus/adm/outages');
  await page.getByTestId('admin-row').filter({ hasText: TITLE.rus }).getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Запись удалена.' })).toBeVisible();
  for (const lang of LANGS) {
    await page.goto(`/${lang}/status`);
    await expect(page.getByRole('article', { name: TITLE[lang] })).toHaveCount(0);
  }
});

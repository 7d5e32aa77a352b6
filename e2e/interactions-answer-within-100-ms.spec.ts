import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { hydrated } from './helpers/hydrated';
import { interactionTiming, observeInteractions, throttleCpu } from './helpers/interaction-timing';

// Issue 35, Interaction: the menu drawer, the tariff picker and the home/office switch answer a visitor's
// input within 100 ms on a phone-class CPU (4× slowdown, as Lighthouse's mobile preset), judged by the
// browser's Event Timing, the measure behind INP: from the input to the paint that shows the answer.
//
// Event Timing reports `event` entries of 16 ms and more only (16 is the lowest threshold it accepts), so
// an interaction that answers sooner leaves no entry, and "no entry over budget" alone would also pass a
// test whose input never reached the page. Two things keep it from passing that way:
// - the page is untouched until the interaction, so its first input is ours, and the browser reports a
//   page's first input (`first-input`) however short it was: that entry must be there;
// - `performance.eventCounts` (also Event Timing) must show the inputs a visitor's click or typing
//   dispatches, and the visible answer must be on screen before the entries are read.
// An input with no `event` entry then took less than 16 ms by the browser's own measure, within budget.
// Each page is hydrated before the CPU is slowed: the budget is for answering, not for loading.
// Tagged @perf: a measurement of a slowed CPU, judged like the audit on a quiet machine (`npm run
// interactions`), not inside the e2e shards, which share the machine's two cores.

const BUDGET_MS = 100;
const TRIES = 5;

const TEXTS = {
  rus: {
    menu: 'Главное меню',
    tariffs: 'Тарифы',
    picker: 'Подберите тариф по параметрам',
    speed: 'Желаемая скорость, Мбит/с',
    allShown: 'Показаны все тарифы — укажите параметры, чтобы оставить подходящие',
    fit: /^Подход(ит|ят) \d+ тариф/,
    home: 'Для дома',
    office: 'Для офиса',
  },
  uzb: {
    menu: 'Asosiy menyu',
    tariffs: 'Tariflar',
    picker: 'Parametrlar boʻyicha tarif tanlang',
    speed: 'Kerakli tezlik, Mbit/s',
    allShown: 'Barcha tariflar koʻrsatilgan — mosini qoldirish uchun parametrlarni kiriting',
    fit: /^\d+ ta tarif mos keladi$/,
    home: 'Uy uchun',
    office: 'Ofis uchun',
  },
} as const;

/** Slows the CPU and starts recording, once the page answers input at all. */
async function readyToTime(page: Page, control: Locator) {
  await hydrated(control);
  await throttleCpu(page);
  await observeInteractions(page);
}

/**
 * Clicks as a hand does: the pointer reaches the control first and the press comes later, so the click
 * is timed on its own rather than together with the hover that came before it.
 */
async function press(page: Page, control: Locator) {
  await control.hover();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await control.click();
}

/** Checks the interaction reached the page and the browser timed it; answers its longest part, in ms. */
async function answeredIn(page: Page, inputs: string[]): Promise<number> {
  const timing = await interactionTiming(page);
  const detail = JSON.stringify(timing);
  for (const input of inputs) expect(timing.dispatched[input], `${input} dispatched: ${detail}`).toBeGreaterThan(0);
  expect(timing.firstInput, `the first input is reported: ${detail}`).not.toBeNull();
  return timing.longest;
}

/**
 * One interaction's time on a slowed CPU spreads wider than the budget's margin from one page load to the
 * next, so each is tried on TRIES fresh pages and judged by its median, as the audit judges a page's
 * blocking time by the median of its runs.
 */
async function expectMedianInTime(context: BrowserContext, once: (page: Page) => Promise<number>) {
  const times: number[] = [];
  for (let i = 0; i < TRIES; i++) {
    const page = await context.newPage();
    times.push(await once(page));
    await page.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  expect(sorted[Math.floor(TRIES / 2)], `each try's longest part, ms: ${times.join(', ')}`).toBeLessThanOrEqual(
    BUDGET_MS,
  );
}

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXTS[lang];

  test.describe(`${lang}: at 360 px with a 4× slower CPU @perf`, () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the menu button opens the drawer with its links within 100 ms', async ({ context }) => {
      await expectMedianInTime(context, async (page) => {
        await page.goto(`/${lang}`);
        const button = page.getByRole('banner').locator('summary');
        await readyToTime(page, button);

        await press(page, button);
        const dialog = page.getByRole('dialog', { name: t.menu });
        await expect(dialog).toBeVisible();
        await expect(
          dialog.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.tariffs }),
        ).toBeVisible();
        return answeredIn(page, ['pointerdown', 'pointerup', 'click']);
      });
    });

    test('typing a speed into the tariff picker narrows the tariffs within 100 ms a key', async ({ context }) => {
      await expectMedianInTime(context, async (page) => {
        await page.goto(`/${lang}/tariff`);
        const picker = page.getByRole('region', { name: t.picker });
        const speed = picker.getByLabel(t.speed);
        await readyToTime(page, speed);
        await expect(picker.getByRole('status')).toHaveText(t.allShown);
        const homeCards = page.locator('#kind-home-tariffs').getByRole('article');
        const all = await homeCards.count();

        await press(page, speed);
        await page.keyboard.type('250');
        await expect(speed).toHaveValue('250');
        await expect(picker.getByRole('status')).toHaveText(t.fit);
        await expect.poll(() => homeCards.filter({ visible: true }).count()).toBeLessThan(all);
        return answeredIn(page, ['click', 'keydown', 'keyup']);
      });
    });

    test('switching between home and office tariffs answers within 100 ms', async ({ context }) => {
      await expectMedianInTime(context, async (page) => {
        await page.goto(`/${lang}/tariff`);
        const home = page.locator('#kind-home-tariffs');
        const office = page.locator('#kind-office-tariffs');
        await readyToTime(page, page.locator('#kind-office'));
        await expect(home).toBeVisible();
        await expect(office).toBeHidden();

        await press(page, page.getByText(t.office, { exact: true }));
        await expect(office).toBeVisible();
        await expect(home).toBeHidden();
        await press(page, page.getByText(t.home, { exact: true }));
        await expect(home).toBeVisible();
        await expect(office).toBeHidden();
        return answeredIn(page, ['pointerdown', 'pointerup', 'click']);
      });
    });
  });
}

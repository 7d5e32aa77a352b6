import { expect, test, type Page } from '@playwright/test';

// The slider advances every 7 s by itself; letting more than that pass shows whether it moved. The page's
// clock is Playwright's, so that time passes at once, with every timer due in it fired in order.
const LONGER_THAN_A_SLIDE = 8_000;

// The suite's visitors prefer reduced motion (playwright.config.ts); these do not, so the slides move.
test.use({ reducedMotion: 'no-preference' });

/** Takes the pointer and the focus out of the slider, which would hold it too. */
async function leave(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

const slider = (page: Page, name: string) => page.getByRole('region', { name });
const currentTitle = (page: Page, name: string) =>
  slider(page, name).locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h2').textContent();

for (const { lang, region, pause, play } of [
  {
    lang: 'rus',
    region: 'Акции и новости',
    pause: 'Остановить прокрутку слайдов',
    play: 'Запустить прокрутку слайдов',
  },
  {
    lang: 'uzb',
    region: 'Aksiyalar va yangiliklar',
    pause: 'Slaydlar aylanishini toʻxtatish',
    play: 'Slaydlar aylanishini yoqish',
  },
]) {
  test(`${lang}: the pause button stops the slides and starts them again`, async ({ page }) => {
    await page.clock.install();
    await page.goto(`/${lang}`);
    const first = await currentTitle(page, region);
    await page.getByRole('button', { name: pause }).click();
    await leave(page);
    await page.clock.runFor(LONGER_THAN_A_SLIDE);
    expect(await currentTitle(page, region)).toBe(first);
    await page.getByRole('button', { name: play }).click();
    await leave(page);
    await page.clock.runFor(LONGER_THAN_A_SLIDE);
    await expect.poll(() => currentTitle(page, region)).not.toBe(first);
  });
}

test('the slides stay while the pointer rests on the slider or focus is inside it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/rus');
  const first = await currentTitle(page, 'Акции и новости');
  await slider(page, 'Акции и новости').hover();
  await page.clock.runFor(LONGER_THAN_A_SLIDE);
  expect(await currentTitle(page, 'Акции и новости')).toBe(first);

  await page.mouse.move(0, 0);
  await slider(page, 'Акции и новости')
    .getByRole('link', { name: /Подробнее/ })
    .first()
    .focus();
  const focused = await currentTitle(page, 'Акции и новости');
  await page.clock.runFor(LONGER_THAN_A_SLIDE);
  expect(await currentTitle(page, 'Акции и новости')).toBe(focused);
});

test.describe('a visitor who prefers reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('sees the slides stay where they are', async ({ page }) => {
    await page.clock.install();
    await page.goto('/rus');
    const first = await currentTitle(page, 'Акции и новости');
    await leave(page);
    await page.clock.runFor(2 * LONGER_THAN_A_SLIDE);
    expect(await currentTitle(page, 'Акции и новости')).toBe(first);
  });
});

test('at 360 px a slide shows its narrow-screen picture, and its text is not painted over the picture', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/rus');
  const picture = slider(page, 'Акции и новости').locator('[aria-roledescription="slide"]').first().locator('img');
  // The first slide's phone picture comes inside the page (e2e/first-picture-comes-with-the-page.spec.ts), so it is
  // told from the wide one by its shape: 16:9 (720 × 405) against the wide picture's 8:3.
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth / img.naturalHeight : 0).toFixed(2)),
    )
    .toBe((720 / 405).toFixed(2));
  const heading = slider(page, 'Акции и новости').getByRole('heading', { level: 2 }).first();
  const [pictureBox, headingBox] = [(await picture.boundingBox())!, (await heading.boundingBox())!];
  expect(headingBox.y).toBeGreaterThanOrEqual(pictureBox.y + pictureBox.height);
});

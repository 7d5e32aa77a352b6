import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const TEXT = {
  rus: { vacancy: 'Сетевой инженер', tasks: 'Задачи', apply: 'Откликнуться', field: 'Вакансия' },
  uzb: { vacancy: 'Tarmoq muhandisi', tasks: 'Vazifalar', apply: 'Ariza topshirish', field: 'Boʻsh ish oʻrni' },
} as const;

/** The apply link of one vacancy: its visible text, then the vacancy's title for screen readers. */
const applyLink = (page: Page, apply: string, vacancy: string) =>
  page.getByRole('link', { name: `${apply}: ${vacancy}`, exact: true });

for (const lang of ['rus', 'uzb'] as const) {
  const t = TEXT[lang];

  test(`${lang}: each vacancy shows folded with a summary line, opens in place, and its own apply link chooses it in the résumé form`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/vacancies`);
    const jobs = page.getByRole('main').getByRole('article');
    expect(await jobs.count()).toBeGreaterThan(1);
    // one apply link per vacancy, each naming its vacancy
    await expect(page.getByRole('link', { name: new RegExp(`^${t.apply}: `) })).toHaveCount(await jobs.count());

    const job = page.getByRole('article', { name: t.vacancy });
    await expect(job.getByRole('heading', { name: t.vacancy, level: 2 })).toBeVisible();
    await expect(job.getByRole('heading', { name: t.tasks, level: 3 })).toBeHidden();
    await job.getByRole('heading', { name: t.vacancy, level: 2 }).click();
    await expect(job.getByRole('heading', { name: t.tasks, level: 3 })).toBeVisible();

    await applyLink(page, t.apply, t.vacancy).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/vacancies\\?vacancy=\\d+#send-resume$`));
    await expect(page.getByLabel(t.field, { exact: true })).toHaveValue(t.vacancy);
    await expect(page.getByRole('heading', { name: t.vacancy, level: 2 })).toBeVisible();
  });

  test(`${lang}: without JavaScript a vacancy's apply link still opens the résumé form with it chosen`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/${lang}/vacancies`);
    await applyLink(page, t.apply, t.vacancy).click();
    await expect(page).toHaveURL(/\?vacancy=\d+#send-resume$/);
    await expect(page.locator('#resume-vacancy option:checked')).toHaveText(t.vacancy);
    await context.close();
  });
}

for (const width of [360, 1280]) {
  test(`the page a vacancy's apply link opens meets WCAG 2.2 A/AA at ${width} px (axe)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/rus/vacancies');
    await applyLink(page, TEXT.rus.apply, TEXT.rus.vacancy).click();
    await expect(page.getByLabel(TEXT.rus.field, { exact: true })).toHaveValue(TEXT.rus.vacancy);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

import { expect, test, type Page } from '@playwright/test';

// Every public page with a form a visitor fills in (SPEC §2), in both languages.
const FORM_PAGES = [
  '/payment',
  '/coverage_area',
  '/faq',
  '/status',
  '/vacancies',
  '/contacts',
  '/feedback/e2e-lines-up',
  '/skix',
  '/tariff',
];

/** What the browser measured of one form's controls. */
type Measured = {
  /** Rows whose inputs, selects and buttons are not all of one height: "page form#n: 42/44/40". */
  unevenRows: string[];
  /** Every control's height, to hold them all to the one control height. */
  heights: number[];
  /** The background colour of each submit button. */
  submitColours: string[];
};

/** Measures every visible form of the page: its controls' heights by row, and its submit buttons' colour. */
async function measureForms(page: Page, path: string): Promise<Measured> {
  return page.evaluate((where) => {
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
    };
    const controlSelector =
      'input:not([type=hidden]):not([type=radio]):not([type=checkbox]):not([type=file]):not([type=range]), select, button';
    const result = { unevenRows: [] as string[], heights: [] as number[], submitColours: [] as string[] };
    [...document.querySelectorAll('main form')].filter(shown).forEach((form, index) => {
      const controls = [...form.querySelectorAll(controlSelector)].filter(shown);
      const boxes = controls.map((el) => el.getBoundingClientRect());
      result.heights.push(...boxes.map((b) => Math.round(b.height)));
      // a row: controls whose vertical middles fall within one another's top and bottom
      const rows: DOMRect[][] = [];
      for (const box of [...boxes].sort((a, b) => a.top - b.top)) {
        const middle = box.top + box.height / 2;
        const row = rows.find((r) => r.some((b) => middle > b.top && middle < b.bottom));
        if (row) row.push(box);
        else rows.push([box]);
      }
      for (const row of rows) {
        const heights = row.map((b) => Math.round(b.height));
        if (Math.max(...heights) - Math.min(...heights) > 1)
          result.unevenRows.push(`${where} form#${index + 1}: ${heights.join('/')}`);
      }
      for (const button of form.querySelectorAll('button[type=submit], button:not([type]), input[type=submit]'))
        if (shown(button)) result.submitColours.push(getComputedStyle(button).backgroundColor);
    });
    return result;
  }, path);
}

for (const width of [360, 1280]) {
  test(`in every public form at ${width} px, inputs, selects and buttons share one height and every submit button one colour`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const uneven: string[] = [];
    const heights = new Set<number>();
    const colours = new Map<string, string[]>();
    const unmeasured: string[] = [];
    for (const lang of ['rus', 'uzb']) {
      for (const path of FORM_PAGES) {
        const response = await page.goto(`/${lang}${path}`, { waitUntil: 'load' });
        expect(response?.status(), path).toBe(200);
        const measured = await measureForms(page, `/${lang}${path}`);
        uneven.push(...measured.unevenRows);
        // the rating page shows its controls once a star is chosen; every other page has a form to measure
        if (measured.heights.length === 0 && !path.startsWith('/feedback')) unmeasured.push(`/${lang}${path}`);
        for (const h of measured.heights) heights.add(h);
        for (const colour of measured.submitColours)
          colours.set(colour, [...(colours.get(colour) ?? []), `/${lang}${path}`]);
      }
    }
    // the pages' forms were there to measure; with script the coverage search and the tariff picker act
    // as the visitor types, so they have no submit button to compare
    const measuredOn = JSON.stringify(Object.fromEntries(colours));
    expect(unmeasured).toEqual([]);
    expect([...colours.values()].flat().length, measuredOn).toBeGreaterThanOrEqual(18);
    expect(uneven).toEqual([]);
    // the one control height of the design tokens (--spacing-control), for every input, select and button
    expect([...heights]).toEqual([44]);
    expect([...colours.keys()], measuredOn).toHaveLength(1);
  });
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { isTemplateInstance, routeTemplateOf } from './helpers/route-template';
import { sitemapPaths } from './helpers/sitemap';

// WCAG 2.2 levels A and AA, as the outside validators check them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [320, 360, 1280];
const LANGS = ['rus', 'uzb'];

/** One rule broken on one page: what to fix and where. */
type Finding = { rule: string; page: string; impact: string; help: string; targets: string[] };

/** Loads each path in turn in the one page it is given: notes a page wider than the screen, and runs axe's WCAG 2.2 A/AA rules on those in `analyse`. */
async function checkEach(
  page: Page,
  paths: string[],
  analyse: Set<string>,
): Promise<{ findings: Finding[]; wide: string[] }> {
  const findings: Finding[] = [];
  const wide: string[] = [];
  const width = page.viewportSize()!.width;
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) wide.push(`${path}: ${scrollWidth} px`);
    if (!analyse.has(path)) continue;
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    for (const v of violations) {
      findings.push({
        rule: v.id,
        page: path,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      });
    }
  }
  return { findings, wide };
}

/** The findings as lines to read in the test's failure: rule, page, the elements it names. */
function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.rule} (${f.impact}) on ${f.page}: ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

// Every page at every width: it loads, fits the screen without scrolling sideways and, at 360 and
// 1280 px, passes axe. At 1280 px axe reads each page of its own and one page per template (a news
// item, a tariff's facts…): the other instances share that layout and their content is read at 360 px.
test.describe.configure({ mode: 'parallel' });

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`every ${lang} page of the sitemap fits a ${width} px screen${width === 320 ? '' : ' and meets WCAG 2.2 A/AA (axe)'}`, async ({
      page,
    }) => {
      // About 90 pages a language, each loaded (and analysed) in turn.
      test.setTimeout(900_000);
      await page.setViewportSize({ width, height: 800 });
      const paths = (await sitemapPaths(page)).filter((path) => path === `/${lang}` || path.startsWith(`/${lang}/`));
      expect(paths.length).toBeGreaterThan(40);
      const analysed = new Set<string>();
      const toAnalyse = paths.filter((path) => {
        if (width === 320) return false;
        if (width === 360 || !isTemplateInstance(path)) return true;
        const template = routeTemplateOf(path);
        if (analysed.has(template)) return false;
        analysed.add(template);
        return true;
      });
      if (width !== 320) expect(toAnalyse.length).toBeGreaterThan(20);
      const { findings, wide } = await checkEach(page, paths, new Set(toAnalyse));
      expect(wide, `wider than ${width} px`).toEqual([]);
      expect(findings, report(findings)).toEqual([]);
    });
  }
}

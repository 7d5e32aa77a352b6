import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './helpers/sitemap';

// WCAG 2.2 levels A and AA, as the outside validators check them.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [360, 1280];
const LANGS = ['rus', 'uzb'];

/** One rule broken on one page: what to fix and where. */
type Finding = { rule: string; page: string; impact: string; help: string; targets: string[] };

/** Runs axe's WCAG 2.2 A/AA rules on each path in turn, in the one page it is given. */
async function violationsOn(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
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
  return findings;
}

/** The findings as lines to read in the test's failure: rule, page, the elements it names. */
function report(findings: Finding[]): string {
  return findings
    .map((f) => `${f.rule} (${f.impact}) on ${f.page}: ${f.help}\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

for (const lang of LANGS) {
  for (const width of WIDTHS) {
    test(`every ${lang} page of the sitemap meets WCAG 2.2 A/AA at ${width} px (axe)`, async ({ page }) => {
      // About 65 pages a language, each loaded and analysed in turn.
      test.setTimeout(600_000);
      await page.setViewportSize({ width, height: 800 });
      const paths = (await sitemapPaths(page)).filter((path) => path === `/${lang}` || path.startsWith(`/${lang}/`));
      expect(paths.length).toBeGreaterThan(20);
      const findings = await violationsOn(page, paths);
      expect(findings, report(findings)).toEqual([]);
    });
  }
}

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// WCAG 2.2 levels A and AA, as e2e/every-page-fits-and-is-accessible.spec.ts checks the sitemap's pages.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const DISTRICT = { rus: 'Чиланзарский район', uzb: 'Chilonzor tumani' } as const;

// axe runs as a script, so it cannot run in a page with script off. It checks instead the document
// such a browser builds: the server's HTML with the <noscript> parts as plain markup and no scripts.
test.use({ viewport: { width: 360, height: 800 } });

/** The page at `path` as a browser without script shows it, loaded into `page` at the site's origin. */
async function withoutScript(page: Page, path: string): Promise<number> {
  const response = await page.request.get(path);
  const html = (await response.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<\/?noscript[^>]*>/g, '');
  // any page of the site's origin (not the path itself: a payment state would cost a second login check)
  await page.goto(path.slice(0, 4));
  await page.setContent(html);
  return response.status();
}

for (const lang of ['rus', 'uzb'] as const) {
  test(`${lang}: the pages the server answers a form sent without script with meet WCAG 2.2 A/AA (axe)`, async ({
    page,
  }) => {
    const district = encodeURIComponent(DISTRICT[lang]);
    // each payment state costs one login check of the per-address limit the other specs share
    const paths = [
      '/payment?prefix=x&login=100001&amount=75000',
      '/payment?prefix=x&login=100001&amount=12',
      '/payment?prefix=x&login=999999',
      '/payment?prefix=x&login=',
      `/coverage_area?district=${district}&house=1`,
      '/coverage_area?district=&house=',
      '/feedback/axe-no-script',
      '/feedback/axe-no-script/reason',
      '/feedback/axe-no-script/thanks',
      '/contacts',
    ];
    const findings: string[] = [];
    for (const path of paths) {
      expect(await withoutScript(page, `/${lang}${path}`), path).toBe(200);
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      for (const v of violations)
        findings.push(`${v.id} on ${path}: ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    }
    expect(findings.join('\n'), 'axe findings').toBe('');
  });
}

// @vitest-environment node
/**
 * The shipped stylesheet is built from the code only: docs/ quotes class names the design forbids
 * (`bg-[#…]`, `text-[13px]`), and a scan of docs/ would turn them into rules, one of them invalid CSS.
 * The stylesheet is compiled here with the project's own PostCSS configuration, as `next build` does.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type AcceptedPlugin } from 'postcss';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const publicEntry = path.join(root, 'app/globals.css');
const adminEntry = path.join(root, 'app/admin.css');

type PostCssConfig = { plugins: Record<string, unknown> };

async function builtCss(entry = publicEntry): Promise<string> {
  const config = (await import(path.join(root, 'postcss.config.mjs'))).default as PostCssConfig;
  const plugins = await Promise.all(
    Object.entries(config.plugins).map(async ([name, options]) => {
      const factory = (await import(name)).default as (o: unknown) => AcceptedPlugin;
      return factory(options);
    }),
  );
  return (await postcss(plugins).process(readFileSync(entry, 'utf8'), { from: entry })).css;
}

describe('the built stylesheet', () => {
  it('has no rule made from a class name quoted in docs/', async () => {
    const css = await builtCss();
    expect(readFileSync(path.join(root, 'docs/design.md'), 'utf8')).toContain('bg-[#…]');
    expect(css).not.toContain('.bg-\\[\\#');
    expect(css).not.toContain('.text-\\[13px\\]');
    expect(css).not.toContain('…');
  });

  it('still has the rules of the classes the code uses', async () => {
    const css = await builtCss();
    expect(css).toContain('.bg-brand-600');
    expect(css).toContain('.text-muted');
  });

  it("leaves the staff code's utilities to the staff stylesheet, which holds the public ones too", async () => {
    const [publicCss, adminCss] = await Promise.all([builtCss(), builtCss(adminEntry)]);
    // the ratings summary's rows, written only in components/admin
    const staffOnly = '.grid-cols-\\[9rem_1fr\\]';
    expect(readFileSync(path.join(root, 'components/admin/inbox/ratings-summary-view.tsx'), 'utf8')).toContain(
      'grid-cols-[9rem_1fr]',
    );
    expect(publicCss).not.toContain(staffOnly);
    expect(adminCss).toContain(staffOnly);
    expect(adminCss).toContain('.bg-brand-600');
    expect(adminCss).toContain('.tariff-card');
    // utilities only: the tokens and the base styles come once, with the public stylesheet
    expect(adminCss).not.toContain(':root');
    expect(adminCss).not.toContain('box-sizing');
  });
});

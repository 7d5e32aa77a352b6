// @vitest-environment node
/** Route templates of the request metrics (lib/platform/server/route-template.mjs): one series per route, never per URL. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RouteTemplates } from '@/lib/platform/server/route-template.mjs';

// As Next writes them in .next/routes-manifest.json: static routes, then dynamic ones most specific first.
const MANIFEST = {
  staticRoutes: [{ page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' }],
  dynamicRoutes: [
    { page: '/[lang]/news/page/[page]', regex: '^/([^/]+?)/news/page/([^/]+?)(?:/)?$' },
    { page: '/[lang]/news/[id]', regex: '^/([^/]+?)/news/([^/]+?)(?:/)?$' },
    { page: '/api/v1/get/[lang]', regex: '^/api/v1/get/([^/]+?)(?:/)?$' },
    { page: '/[lang]', regex: '^/([^/]+?)(?:/)?$' },
  ],
};

describe('route templates', () => {
  const routes = new RouteTemplates([...MANIFEST.staticRoutes, ...MANIFEST.dynamicRoutes]);

  it('names a path by the first route of the manifest that matches it, whatever its query', () => {
    expect(routes.match('/rus/news/12')).toBe('/[lang]/news/[id]');
    expect(routes.match('/uzb/news/page/3?x=1')).toBe('/[lang]/news/page/[page]');
    expect(routes.match('/api/v1/get/rus?sig=abc')).toBe('/api/v1/get/[lang]');
    expect(routes.match('/robots.txt')).toBe('/robots.txt');
    expect(routes.match('/rus/')).toBe('/[lang]');
  });

  it('gives build assets one template and anything else "(unmatched)"', () => {
    expect(routes.match('/_next/static/chunks/abc.js?dpl=x')).toBe('/_next/static/[...path]');
    expect(routes.match('/wp-admin/setup-config.php')).toBe('(unmatched)');
  });

  it('reads the build manifest, and without one counts every path as unmatched', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'isp-routes-'));
    try {
      expect(RouteTemplates.fromBuild(dir).match('/rus/news/12')).toBe('(unmatched)');
      mkdirSync(path.join(dir, '.next'));
      writeFileSync(path.join(dir, '.next', 'routes-manifest.json'), JSON.stringify(MANIFEST));
      expect(RouteTemplates.fromBuild(dir).match('/rus/news/12')).toBe('/[lang]/news/[id]');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { pageStatus } from '@/lib/platform/server/page-status.mjs';
import { decodableUrl } from '@/lib/platform/server/request-path.mjs';
import { isAdminPageRequest } from '@/lib/platform/server/admin-status.mjs';

const html = (section: string) =>
  Buffer.from(`<!DOCTYPE html><html lang="ru"><body><main>${section}</main></body></html>`);
const headers = {
  'cache-control': 's-maxage=60, stale-while-revalidate=3540',
  'content-type': 'text/html; charset=utf-8',
};

describe('pageStatus (front server)', () => {
  it('answers the 404 page with 404 and the 500 page with 500, the 500 never kept by a cache', () => {
    expect(
      pageStatus(200, headers, html('<section class="x" data-http-status="404"><h1>Ошибка 404</h1></section>')),
    ).toEqual({ status: 404, headers });
    const error = pageStatus(
      200,
      headers,
      html('<section class="x" data-http-status="500"><h1>Ошибка 500</h1></section>'),
    );
    expect(error.status).toBe(500);
    expect(error.headers['cache-control']).toMatch(/no-store/);
  });

  it("answers the admin's own 403 and 404 pages with their status", () => {
    const admin = { 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' };
    const forbidden = '<section class="x" data-http-status="403"><h1>Нет доступа к этому разделу</h1></section>';
    expect(pageStatus(200, admin, html(forbidden))).toEqual({ status: 403, headers: admin });
    expect(pageStatus(200, admin, html('<section data-http-status="404"><h1>Xato 404</h1></section>')).status).toBe(
      404,
    );
  });

  it('leaves other pages, and text that only mentions the mark, as Next answered them', () => {
    expect(pageStatus(200, headers, html('<section class="x"><h1>FAQ</h1></section>')).status).toBe(200);
    expect(
      pageStatus(
        200,
        headers,
        html(
          '<p>data-http-status=&quot;404&quot;</p><script>self.__next_f.push([1,"{\\"data-http-status\\":\\"404\\"}"])</script>',
        ),
      ).status,
    ).toBe(200);
    expect(pageStatus(307, headers, html('<section data-http-status="404"></section>')).status).toBe(307);
    expect(pageStatus(200, headers, null).status).toBe(200);
  });
});

describe('decodableUrl (front server)', () => {
  it('reads the percent signs of a path that is not valid percent-encoding as written, and leaves others alone', () => {
    expect(decodableUrl('/rus/%E0%A4%A?q=1')).toBe('/rus/%25E0%25A4%25A?q=1');
    expect(decodableUrl('/rus/100%')).toBe('/rus/100%25');
    expect(decodableUrl('/rus/faq?q=50%')).toBe('/rus/faq?q=50%');
    expect(decodableUrl('/rus/%D0%B0/b%2Fc')).toBe('/rus/%D0%B0/b%2Fc');
  });
});

describe('isAdminPageRequest (front server)', () => {
  const req = (url: string, method = 'GET', headers: Record<string, string> = {}) =>
    ({ url, method, headers }) as unknown as Parameters<typeof isAdminPageRequest>[0];
  it('holds the HTML of admin pages, /{lang}/admin included, and nothing else', () => {
    for (const url of ['/rus/adm', '/uzb/adm/news', '/rus/admin', '/uzb/adm/requests?page=2'])
      expect(isAdminPageRequest(req(url)), url).toBe(true);
    for (const [url, method, headers] of [
      ['/rus/faq', 'GET', {}],
      ['/rus/site/adm/login', 'GET', {}],
      ['/api/v1/adm/news', 'GET', {}],
      ['/rus/adm/news', 'POST', {}],
      ['/rus/adm/news?_rsc=1x2y', 'GET', {}],
      ['/rus/adm/news', 'GET', { rsc: '1' }],
    ] as const)
      expect(isAdminPageRequest(req(url, method, headers)), `${method} ${url}`).toBe(false);
  });
});

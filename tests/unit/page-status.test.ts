import { describe, expect, it } from 'vitest';
import { pageStatus } from '@/lib/server/page-status.mjs';

const html = (section: string) => Buffer.from(`<!DOCTYPE html><html lang="ru"><body><main>${section}</main></body></html>`);
const headers = { 'cache-control': 's-maxage=60, stale-while-revalidate=3540', 'content-type': 'text/html; charset=utf-8' };

describe('pageStatus (front server)', () => {
  it('answers the 404 page with 404 and the 500 page with 500, the 500 never kept by a cache', () => {
    expect(pageStatus(200, headers, html('<section class="x" data-http-status="404"><h1>Ошибка 404</h1></section>'))).toEqual({ status: 404, headers });
    const error = pageStatus(200, headers, html('<section class="x" data-http-status="500"><h1>Ошибка 500</h1></section>'));
    expect(error.status).toBe(500);
    expect(error.headers['cache-control']).toMatch(/no-store/);
  });

  it('leaves other pages, and text that only mentions the mark, as Next answered them', () => {
    expect(pageStatus(200, headers, html('<section class="x"><h1>FAQ</h1></section>')).status).toBe(200);
    expect(pageStatus(200, headers, html('<p>data-http-status=&quot;404&quot;</p><script>self.__next_f.push([1,"{\\"data-http-status\\":\\"404\\"}"])</script>')).status).toBe(200);
    expect(pageStatus(307, headers, html('<section data-http-status="404"></section>')).status).toBe(307);
    expect(pageStatus(200, headers, null).status).toBe(200);
  });
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import md5 from 'blueimp-md5';
import { api, ApiCallError } from '@/lib/http/api/client';
import { useSite } from '@/lib/ui-state/store/site';

const server = setupServer();
const seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());
beforeEach(() =>
  useSite.getState().init({
    lang: 'uzb',
    statistic_key: 'stat-key',
    map_key: 'map-key',
    serviceUnavailable: 'Xizmat vaqtincha mavjud emas',
  }),
);

describe('browser api layer', () => {
  it('signs every call with Z-Time and Z-Statistic and sends the language', async () => {
    server.use(
      http.get('*/api/v1/faq/uzb', ({ request }) => {
        seen.push(request);
        return HttpResponse.json({ status: 'ok', data: [{ id: 1 }] });
      }),
    );
    await expect(api.query('/faq/uzb')).resolves.toEqual([{ id: 1 }]);
    const request = seen[0]!;
    const time = request.headers.get('z-time')!;
    expect(Math.abs(Number(time) - Date.now())).toBeLessThan(5000);
    expect(request.headers.get('z-statistic')).toBe(md5(`${time}stat-keymap-key`));
    expect(new URL(request.url).searchParams.get('lang')).toBe('uzb');
    expect(request.headers.get('cache-control')).toBe('no-cache');
  });

  it("rejects a failed write with 'name. message' and the field errors", async () => {
    server.use(
      http.post('*/api/v1/contact/with/us', () =>
        HttpResponse.json(
          {
            status: 'error',
            error: {
              name: "Ma'lumotlarda xato",
              message: 'Telefon noto‘g‘ri.',
              code: 'validation',
              fields: { phone: 'Noto‘g‘ri' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const failure = await api.post('/contact/with/us', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).message).toBe("Ma'lumotlarda xato. Telefon noto‘g‘ri.");
    expect((failure as ApiCallError).fields).toEqual({ phone: 'Noto‘g‘ri' });
  });

  it('says the service is temporarily unavailable when the network fails', async () => {
    server.use(http.get('*/api/v1/news/uzb', () => HttpResponse.error()));
    await expect(api.query('/news/uzb')).rejects.toThrow('Xizmat vaqtincha mavjud emas');
  });
});

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientState } from '@/components/site/client-state';
import { useAdmin } from '@/lib/ui-state/store/admin';

let pathname = '/rus';
const replace = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => pathname, useRouter: () => ({ replace }) }));

const server = setupServer();
const calls: string[] = [];
const PROFILE = { email: 'hr@example.com', role: 'hr', access_rights: ['vacancy', 'resumes'] };
const noSession = () =>
  HttpResponse.json(
    { status: 'error', error: { code: 'unauthorized', name: 'Unauthorized', message: 'Войдите в систему' } },
    { status: 401 },
  );

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  replace.mockReset();
  calls.length = 0;
  window.localStorage.clear();
  useAdmin.getState().setProfile(null);
  server.events.removeAllListeners();
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
});

function visit(path: string, lang: 'rus' | 'uzb' = 'rus') {
  pathname = path;
  render(<ClientState lang={lang} statisticKey="s" mapKey="m" serviceUnavailable="Сервис временно недоступен" />);
}

describe('the profile re-check on every navigation (SPEC §4 steps 4-7)', () => {
  it("notices an ended session on a public page: the flag becomes 'false' and the visitor stays", async () => {
    window.localStorage.setItem('isAdmAuth', 'true');
    server.use(http.get('*/api/v1/user/get', noSession));
    visit('/rus/faq');
    await waitFor(() => expect(window.localStorage.getItem('isAdmAuth')).toBe('false'));
    expect(calls).toEqual(['/api/v1/user/get']);
    expect(replace).not.toHaveBeenCalled();
  });

  it('loads the profile of a live session on a public page and keeps the flag', async () => {
    window.localStorage.setItem('isAdmAuth', 'true');
    server.use(http.get('*/api/v1/user/get', () => HttpResponse.json({ status: 'ok', data: PROFILE })));
    visit('/uzb');
    await waitFor(() => expect(useAdmin.getState().profile).toEqual(PROFILE));
    expect(window.localStorage.getItem('isAdmAuth')).toBe('true');
    expect(replace).not.toHaveBeenCalled();
  });

  it('sends an ended session on an admin path to the admin login', async () => {
    window.localStorage.setItem('isAdmAuth', 'true');
    server.use(http.get('*/api/v1/user/get', noSession));
    visit('/uzb/adm/news', 'uzb');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/uzb/site/adm/login'));
    expect(window.localStorage.getItem('isAdmAuth')).toBe('false');
  });

  it('step 7: any other failure of the profile call sends the visitor to the home page, public or admin', async () => {
    window.localStorage.setItem('isAdmAuth', 'true');
    server.use(
      http.get('*/api/v1/user/get', () =>
        HttpResponse.json(
          { status: 'error', error: { code: 'internal', name: '', message: 'Ошибка' } },
          { status: 500 },
        ),
      ),
    );
    visit('/rus/tariff');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/rus'));
    expect(window.localStorage.getItem('isAdmAuth')).toBe('false');

    window.localStorage.setItem('isAdmAuth', 'true');
    replace.mockReset();
    server.use(http.get('*/api/v1/user/get', () => HttpResponse.error()));
    visit('/uzb/adm/faq', 'uzb');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/uzb'));
    expect(replace).not.toHaveBeenCalledWith('/uzb/site/adm/login');
  });

  it('does not ask again once the profile is loaded', async () => {
    window.localStorage.setItem('isAdmAuth', 'true');
    useAdmin.getState().setProfile(PROFILE as never);
    visit('/rus/about');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('step 5: without the flag an admin path logs out and opens the admin login', async () => {
    server.use(http.post('*/api/v1/user/logout', () => HttpResponse.json({ status: 'ok', data: null })));
    visit('/rus/adm');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/rus/site/adm/login'));
    expect(calls).toEqual(['/api/v1/user/logout']);
  });
});

/**
 * Every admin page and the admin layout check the session and the right themselves: rendered
 * directly, with no middleware in front, they send a visitor without a valid session to the login
 * and answer a role without the section's right with the admin's 403 page (AdminForbidden, which the
 * page renders itself so that it is in the server's HTML).
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import AdminLayout from '@/app/[lang]/adm/layout';
import AdminHome from '@/app/[lang]/adm/page';
import AdminSectionPage from '@/app/[lang]/adm/[section]/page';
import AdminAuditPage from '@/app/[lang]/adm/audit/page';
import AdminUsersPage from '@/app/[lang]/adm/users/page';
import { AdminForbidden } from '@/components/admin/admin-forbidden';
import { CONTENT_SECTIONS } from '@/lib/content/sections';
import { hasRight, ROLES, type Role } from '@/lib/staff/auth/rights';
import { setupTestDatabase } from './helpers/database';
import { ensureAccount, login } from './helpers/admin';

const jar = vi.hoisted(() => ({ cookie: '' }));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      jar.cookie.startsWith(`${name}=`) ? { name, value: jar.cookie.slice(name.length + 1) } : undefined,
  }),
}));
// Rendering stops at the first translation: reaching it means the guard let the request through.
vi.mock('next-intl/server', () => {
  const reached = async () => {
    throw new Error('PAST_THE_GUARD');
  };
  return { setRequestLocale: () => {}, getTranslations: reached, getMessages: reached };
});

const db = setupTestDatabase();
const params = () => ({ params: Promise.resolve({ lang: 'rus' }) });
const sectionParams = (section: string) => ({ params: Promise.resolve({ lang: 'rus', section }) });

type Page = { name: string; right: (role: Role) => boolean; render: () => unknown };
const PAGES: Page[] = [
  { name: 'admin layout', right: () => true, render: () => AdminLayout({ children: null, ...params() }) },
  { name: 'admin home', right: () => true, render: () => AdminHome(params()) },
  { name: 'users', right: (role) => hasRight(role, 'users'), render: () => AdminUsersPage(params()) },
  { name: 'audit', right: (role) => role === 'developer', render: () => AdminAuditPage(params()) },
  ...CONTENT_SECTIONS.map((section) => ({
    name: section,
    right: (role: Role) => hasRight(role, section),
    render: () => AdminSectionPage(sectionParams(section)),
  })),
];

/** Where rendering went: the redirect's target, 'forbidden' (the 403 page), or 'rendered' when it got past the guard. */
async function outcome(page: Page): Promise<string> {
  try {
    const element = (await page.render()) as { type?: unknown } | null;
    return element?.type === AdminForbidden ? 'forbidden' : 'rendered';
  } catch (error) {
    const digest = (error as { digest?: string }).digest ?? '';
    if (digest.startsWith('NEXT_REDIRECT;')) return digest.split(';')[2]!;
    if ((error as Error).message === 'PAST_THE_GUARD') return 'rendered';
    throw error;
  }
}

const cookies = new Map<Role, string>();
beforeAll(async () => {
  for (const role of ROLES) {
    await ensureAccount(db(), `${role}@pages.example`, role);
    cookies.set(role, (await login(`${role}@pages.example`)).cookie);
  }
});

describe('admin pages rendered without middleware', () => {
  it('send a visitor without a session, or with an unknown token, to the login', async () => {
    for (const cookie of [
      '',
      'adm_session=forged-token-0123456789abcdefghijklmnopqrstuvw',
      '__Host-adm_session=forged',
    ]) {
      jar.cookie = cookie;
      for (const page of PAGES)
        expect(await outcome(page), `${page.name} with "${cookie}"`).toBe('/rus/site/adm/login');
    }
  });

  for (const role of ROLES) {
    it(`${role}: renders the pages of its rights and answers 403 (no redirect) for the others`, async () => {
      jar.cookie = cookies.get(role)!;
      for (const page of PAGES)
        expect(await outcome(page), page.name).toBe(page.right(role) ? 'rendered' : 'forbidden');
    });
  }
});

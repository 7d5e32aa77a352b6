import { describe, expect, it } from 'vitest';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';
import { auditItemName } from '@/lib/staff/admin/audit-item-name';
import { STATIC_COMPONENTS } from '@/lib/content/sections/static-components/seed';
import {
  groupByPage,
  NAMED_STATIC_KEYS,
  STATIC_PAGES,
  staticPageOf,
} from '@/lib/content/sections/static-components/pages';

const t = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], rus.AdminNames) as string;
const fill = (key: string, values: Record<string, string | number> = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, String(v)), t(key));

describe('static components by page', () => {
  it('places every stored component on a named page, each with a name in both languages', () => {
    for (const { key } of STATIC_COMPONENTS) {
      expect(staticPageOf(key), key).not.toBe('other');
      expect(NAMED_STATIC_KEYS).toContain(key);
    }
    for (const messages of [rus, uzb]) {
      for (const key of NAMED_STATIC_KEYS)
        expect((messages.AdminNames.staticKeys as Record<string, string>)[key]).toBeTruthy();
      for (const page of STATIC_PAGES)
        expect((messages.AdminNames.staticPages as Record<string, string>)[page]).toBeTruthy();
    }
  });

  it('groups keys in the pages’ order and lists a key no page claims under other', () => {
    expect(groupByPage(['offices', 'mission', 'company_name', 'new_thing'])).toEqual([
      { page: 'everywhere', keys: ['company_name'] },
      { page: 'about', keys: ['mission'] },
      { page: 'contacts', keys: ['offices'] },
      { page: 'other', keys: ['new_thing'] },
    ]);
  });
});

describe('the audit names its item', () => {
  const name = (entry: { section: string; itemId: string | null; before?: unknown; after?: unknown }) =>
    auditItemName({ before: null, after: null, ...entry }, 'rus', fill);

  it('by title, static name, inbox number or e-mail; the id only when nothing else is known', () => {
    const news = { title: { rus: 'Новые тарифы', uzb: 'Yangi tariflar' }, body: { rus: '', uzb: '' } };
    expect(name({ section: 'news', itemId: '11', after: news })).toBe('«Новые тарифы»');
    expect(auditItemName({ section: 'news', itemId: '11', before: news, after: null }, 'uzb', fill)).toBe(
      '«Yangi tariflar»',
    );
    expect(name({ section: 'sc', itemId: 'about_intro' })).toBe('Вступление');
    expect(name({ section: 'requests', itemId: '11' })).toBe('Заявка №11');
    expect(name({ section: 'users', itemId: '3', after: { email: 'hr@example.com', role: 'hr' } })).toBe(
      'hr@example.com',
    );
    expect(name({ section: 'tasix', itemId: 'prefix-list' })).toBe('prefix-list');
  });
});

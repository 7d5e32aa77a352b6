import { describe, expect, it } from 'vitest';
import { isAdminLoginPath, isAdminPath, isAdminSectionPath, languageRedirect } from '@/lib/platform/i18n/redirect-path';

describe('language redirects (SPEC §2)', () => {
  it.each([
    ['/', '/rus'],
    ['/tariff', '/rus/tariff'],
    ['/x', '/rus/x'],
    ['/en', '/rus/en'],
    ['/a/b', '/rus/a/b'],
    ['/tariff/series/nihol', '/rus/tariff/series/nihol'],
    ['/RUS/faq', '/rus/RUS/faq'],
  ])('%s redirects to %s', (from, to) => {
    expect(languageRedirect(from)).toBe(to);
  });

  it.each(['/rus', '/uzb', '/rus/', '/uzb/faq', '/rus/adm/news'])('%s is left alone', (path) => {
    expect(languageRedirect(path)).toBeNull();
  });
});

describe('admin paths (SPEC §2 admin screens)', () => {
  it.each([
    '/rus/adm',
    '/uzb/adm/news',
    '/rus/adm/users',
    '/rus/admin',
    '/rus/admx',
    '/uzb/adm-anything',
    '/uzb/admin/x/y',
  ])('%s is an admin path', (path) => {
    expect(isAdminPath(path)).toBe(true);
  });
  it.each(['/rus', '/rus/faq', '/rus/site/adm/login', '/x/adm', '/rus/ad', '/rus/about/adm', '/en/admin'])(
    '%s is not an admin path',
    (path) => {
      expect(isAdminPath(path)).toBe(false);
    },
  );
  it("tells the admin area's own routes from admin paths no admin page serves", () => {
    for (const path of ['/rus/adm', '/rus/adm/', '/uzb/adm/news']) expect(isAdminSectionPath(path), path).toBe(true);
    for (const path of ['/rus/admin', '/rus/admx', '/uzb/adm-anything', '/rus/faq'])
      expect(isAdminSectionPath(path), path).toBe(false);
  });
  it('knows the login pages', () => {
    expect(isAdminLoginPath('/rus/site/adm/login')).toBe(true);
    expect(isAdminLoginPath('/uzb/site/adm/login/')).toBe(true);
    expect(isAdminLoginPath('/rus/adm/login')).toBe(false);
    // The reset by e-mail is reached without a session too.
    expect(isAdminLoginPath('/rus/site/adm/forgot')).toBe(true);
    expect(isAdminLoginPath('/uzb/site/adm/reset')).toBe(true);
    expect(isAdminLoginPath('/rus/site/adm/profile')).toBe(false);
  });
});

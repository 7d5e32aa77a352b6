// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { footerData } from '@/lib/content/sections/footer/schema';
import { navbarData } from '@/lib/content/sections/navbar/schema';
import { menuHref } from '@/lib/content/site/menu-href';
import { resetEnvForTests } from '@/lib/platform/env';

const item = (href: string) => ({ title: { rus: 'Кабинет', uzb: 'Kabinet' }, href, position: 1, visible: true });

describe('menu links to the cabinet', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });

  it('resolve the placeholders to the configured cabinet addresses', () => {
    Object.assign(process.env, {
      CABINET_URL: 'https://c.provider.test/',
      CABINET_BETA_URL: 'https://b.provider.test/',
      CABINET_OLD_URL: 'https://o.provider.test/',
    });
    resetEnvForTests();
    expect(menuHref('rus', 'cabinet:')).toEqual({ href: 'https://c.provider.test/', external: true });
    expect(menuHref('uzb', 'cabinet:beta')).toEqual({ href: 'https://b.provider.test/', external: true });
    expect(menuHref('rus', 'cabinet:old')).toEqual({ href: 'https://o.provider.test/', external: true });
  });

  it('leave other links as they were: site paths get the language, other sites stay', () => {
    expect(menuHref('uzb', '/tariff')).toEqual({ href: '/uzb/tariff', external: false });
    expect(menuHref('rus', '/')).toEqual({ href: '/rus', external: false });
    expect(menuHref('rus', 'https://kun.uz')).toEqual({ href: 'https://kun.uz', external: true });
  });

  it('are accepted by the navbar and footer forms, and a made-up placeholder is not', () => {
    expect(navbarData.safeParse(item('cabinet:')).success).toBe(true);
    expect(footerData.safeParse({ ...item('cabinet:beta'), column: { rus: 'Право', uzb: 'Huquq' } }).success).toBe(
      true,
    );
    for (const href of ['cabinet:new', 'cabinet', 'javascript:alert(1)', 'Cabinet:']) {
      const result = navbarData.safeParse(item(href));
      expect(result.success, href).toBe(false);
      expect(result.error?.issues[0]?.message, href).toBe('invalidUrl');
    }
  });
});

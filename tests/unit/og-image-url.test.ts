// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { OG_TITLE_MAX, ogImagePath, verifyOgTitle } from '@/lib/content/seo/og-image-url';

const parse = (path: string) => {
  const url = new URL(path, 'http://site.test');
  return { path: url.pathname, t: url.searchParams.get('t') ?? '', s: url.searchParams.get('s') ?? '' };
};

// The installation key is loaded at start-up from the database; a configured one stands in for it here.
beforeAll(() => {
  vi.stubEnv('ALTCHA_HMAC_KEY', 'k'.repeat(64));
});

describe('Open Graph picture addresses', () => {
  it("carry the page's title, signed so the picture route accepts it", () => {
    const { path, t, s } = parse(ogImagePath('uzb', "Bog'lanish va to'lov"));
    expect(path).toBe('/uzb/og');
    expect(t).toBe("Bog'lanish va to'lov");
    expect(verifyOgTitle('uzb', t, s)).toBe(true);
  });

  it('refuse a title or language the site did not sign', () => {
    const { t, s } = parse(ogImagePath('rus', 'Тарифы'));
    expect(verifyOgTitle('rus', 'Бесплатно навсегда', s)).toBe(false);
    expect(verifyOgTitle('uzb', t, s)).toBe(false);
    expect(verifyOgTitle('rus', t, '')).toBe(false);
  });

  it('cut a very long title to the longest one drawn', () => {
    expect(parse(ogImagePath('rus', 'я'.repeat(500))).t).toHaveLength(OG_TITLE_MAX);
  });
});

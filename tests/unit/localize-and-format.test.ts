import { describe, expect, it } from 'vitest';
import { localize } from '@/lib/content/site/localize';
import { formatDate } from '@/lib/platform/format/date';
import { formatMoney } from '@/lib/platform/format/money';
import { localHref, switchLanguagePath } from '@/lib/platform/i18n/href';
import { langFromRequest } from '@/lib/platform/i18n/locales';

describe('localize', () => {
  it('replaces every {rus, uzb} leaf, deep in lists and objects', () => {
    const value = { id: 1, title: { rus: 'Тариф', uzb: 'Tarif' }, items: [{ name: { rus: 'Да', uzb: 'Ha' }, n: 2 }] };
    expect(localize(value, 'uzb')).toEqual({ id: 1, title: 'Tarif', items: [{ name: 'Ha', n: 2 }] });
    expect(localize(value, 'rus').title).toBe('Тариф');
  });
});

describe('formatting', () => {
  it('shows money with space-grouped thousands and the currency word', () => {
    expect(formatMoney(349000, 'сум')).toBe('349 000 сум');
    expect(formatMoney(4970000, "so'm")).toBe("4 970 000 so'm");
    expect(formatMoney(500, 'сум')).toBe('500 сум');
  });

  it('shows dates as DD.MM.YYYY in Tashkent time', () => {
    expect(formatDate('2022-05-31')).toBe('31.05.2022');
    expect(formatDate('2026-03-01T20:30:00Z')).toBe('02.03.2026'); // already the 2nd in Tashkent (UTC+5)
  });
});

describe('links and languages', () => {
  it('prefixes site paths with the language and leaves URLs alone', () => {
    expect(localHref('uzb', '/tariff')).toBe('/uzb/tariff');
    expect(localHref('rus', '/')).toBe('/rus');
    expect(localHref('rus', 'https://example.uz')).toBe('https://example.uz');
  });

  it('switches the language of a path', () => {
    expect(switchLanguagePath('/rus/tariff/series/nihol', 'uzb')).toBe('/uzb/tariff/series/nihol');
    expect(switchLanguagePath('/uzb', 'rus')).toBe('/rus');
  });

  it('answers the API in ?lang=, else Accept-Language, else Russian', () => {
    expect(langFromRequest(new URL('http://x/?lang=uzb'), 'ru')).toBe('uzb');
    expect(langFromRequest(new URL('http://x/'), 'uz-UZ,uz;q=0.9')).toBe('uzb');
    expect(langFromRequest(new URL('http://x/'), 'en-US')).toBe('rus');
    expect(langFromRequest(new URL('http://x/'), null)).toBe('rus');
  });
});

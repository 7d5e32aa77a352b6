/**
 * The facts label as visitors read it, rendered from the embedded billing's demo tariffs: every
 * term stated, each row's value where it belongs, in both languages; a billing that predates the
 * terms gets 'not stated', never a guessed value.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { embeddedBilling } from '@/lib/visitors/billing/embedded';
import type { BillingTariffs } from '@/lib/visitors/billing/types';
import { localize } from '@/lib/content/site/localize';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import type { Tariff } from '@/lib/visitors/tariffs/view';
import { TariffFactsLabel } from '@/components/site/tariff-facts-label';
import { setupTestDatabase } from './helpers/database';

vi.mock('next-intl/server', async () => {
  const { translator: make } = await import('@/lib/platform/i18n/translator');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Lang; namespace: string }) => make(locale, namespace),
  };
});

setupTestDatabase();
let billing: BillingTariffs;
beforeAll(async () => {
  billing = await embeddedBilling.tariffs();
});

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The label's rows as the visitor reads them: each label with its value; and its whole text. */
async function label(
  lang: Lang,
  tariff: Tariff,
  channelPackage?: { id: 'standart' | 'vip'; name: string; channels: string[] },
) {
  const html = renderToStaticMarkup(await TariffFactsLabel({ lang, tariff, channelPackage }));
  const rows = new Map<string, string>();
  for (const [, dt, dd] of html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g))
    rows.set(decode(dt!), decode(dd!));
  return { rows, text: decode(html) };
}

const TERMS = [
  'equipment_fee',
  'over_limit_speed',
  'contract_months',
  'cancellation_notice_days',
  'early_termination_fee',
  'technologies',
] as const;

const inLang = (lang: Lang, code: string) =>
  localize(
    billing.tariffs.find((t) => t.code === code)!,
    lang,
  );

describe('tariff facts label', () => {
  it('states every term of every demo tariff, in both languages', async () => {
    expect(billing.tariffs.length).toBeGreaterThan(20);
    for (const lang of ['rus', 'uzb'] as const) {
      const notStated = translator(lang, 'TariffFacts')('notStated');
      for (const tariff of billing.tariffs) {
        const { text } = await label(lang, localize(tariff, lang));
        expect(text, `${lang} ${tariff.code}`).not.toContain(notStated);
        expect(text, `${lang} ${tariff.code}`).toContain(tariff.name[lang]);
      }
    }
  });

  it('shows a home tariff with the router given for a year: price, fees, total, speeds, contract, technologies', async () => {
    const { rows, text } = await label('rus', inLang('rus', 'orange'));
    expect(rows.get('Абонентская плата')).toBe('179 000 сум в месяц');
    expect(rows.get('Регистрация')).toBe('45 000 сум');
    expect(rows.get('Оборудование')).toBe('Выдаётся бесплатно');
    expect(rows.get('Всего при подключении, с первым месяцем')).toBe('224 000 сум');
    expect(rows.get('Днём, 13:00–01:00')).toBe('100 Мбит/с');
    expect(rows.get('Ночью, 01:00–13:00')).toBe('200 Мбит/с');
    expect(rows.get('В сети TAS-IX')).toBe('200 Мбит/с');
    expect(rows.get('Объём в месяц')).toBe('Без ограничений');
    expect(rows.get('Минимальный срок')).toBe('12 месяцев');
    expect(rows.get('Расторжение')).toBe('В любой день, по заявлению');
    expect(rows.get('Плата за расторжение до конца срока')).toBe('290 000 сум');
    expect(text).toContain('FTTx — оптика до дома, кабель до квартиры');
    expect(text).toContain('GPON — оптика до квартиры');
    expect(text).not.toContain('ADSL');
  });

  it('says what happens after the allowance of a limited tariff, in Uzbek too', async () => {
    const rus = await label('rus', inLang('rus', 'arbuz'));
    expect(rus.rows.get('Объём в месяц')).toBe('150 ГБ');
    expect(rus.rows.get('После исчерпания объёма')).toBe('5 Мбит/с до конца месяца');
    expect(rus.rows.get('Оборудование')).toBe('290 000 сум');
    expect(rus.rows.get('Регистрация')).toBe('Бесплатно');
    expect(rus.rows.get('Минимальный срок')).toBe('Без минимального срока');
    expect(rus.text).toContain('ADSL — по телефонной линии');
    const uzb = await label('uzb', inLang('uzb', 'arbuz'));
    expect(uzb.rows.get('Oylik hajm')).toBe('150 GB');
    expect(uzb.rows.get('Hajm tugagandan keyin')).toBe('Oy oxirigacha 5 Mbit/s');
    expect(uzb.rows.get('Abonent toʻlovi')).toBe('Oyiga 99 000 soʻm');
  });

  it('shows an office tariff at its individual price from, with a month of notice', async () => {
    const { rows } = await label('rus', inLang('rus', 'nihol'));
    expect(rows.get('Абонентская плата')).toBe('от 495 000 сум в месяц, цена индивидуальная');
    expect(rows.get('Всего при подключении, с первым месяцем')).toBe('от 495 000 сум');
    expect(rows.get('Днём, 07:00–19:00')).toBe('50 Мбит/с');
    expect(rows.get('Ночью, 19:00–07:00')).toBe('5 Мбит/с');
    expect(rows.get('Расторжение')).toBe('Заявление за 30 дней');
    const grandAll = await label('uzb', inLang('uzb', 'grand-all-500'));
    expect(grandAll.rows.get('Kecha-kunduz')).toBe('500 Mbit/s');
    expect(grandAll.rows.get('Bekor qilish')).toBe('30 kun oldin ariza bilan');
  });

  it('shows a TV tariff without speed or traffic, with its channel package', async () => {
    const { rows, text } = await label('rus', inLang('rus', 'tv-vip'), {
      id: 'vip',
      name: 'VIP',
      channels: ['A', 'B'],
    });
    expect(rows.get('Пакет каналов')).toBe('«VIP», 2 канала');
    expect(rows.get('Оборудование')).toBe('Выдаётся бесплатно');
    expect(rows.get('Минимальный срок')).toBe('6 месяцев');
    expect(text).not.toContain('Скорость');
    expect(text).not.toContain('Трафик');
  });

  it('says "not stated" for the terms a billing that predates them leaves out', async () => {
    const old: Tariff = { ...inLang('rus', 'orange') };
    for (const term of TERMS) delete old[term];
    const { rows, text } = await label('rus', old);
    const notStated = 'Не указано: уточните в колл-центре';
    expect(rows.get('Абонентская плата')).toBe('179 000 сум в месяц');
    for (const row of ['Оборудование', 'Всего при подключении, с первым месяцем', 'Минимальный срок', 'Расторжение'])
      expect(rows.get(row), row).toBe(notStated);
    expect(rows.get('Плата за расторжение до конца срока')).toBe(notStated);
    expect(text).toContain(`Технологии подключения${notStated}`);
  });
});

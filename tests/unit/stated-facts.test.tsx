import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChannelPackages } from '@/components/site/channel-packages';
import { localize } from '@/lib/content/site/localize';
import {
  CHANNEL_PACKAGES,
  STANDART_CHANNELS,
  VIP_CHANNELS,
} from '@/lib/content/sections/static-components/seed/channels';
import { SLIDES } from '@/lib/content/sections/slider/seed';
import { STATIC_COMPONENTS } from '@/lib/content/sections/static-components/seed';
import { INTERNAL_RESOURCES } from '@/lib/content/sections/static-components/seed/internal-resources';
import { translator } from '@/lib/platform/i18n/translator';
import type { ChannelPackageView } from '@/lib/visitors/tariffs/view';
import { yearsSince } from '@/lib/platform/time/years-since';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';

/** Every string inside a value (messages, seed rows). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

// A number right before 'channel(s)' in either language: '150 каналов', 'от 130 телеканалов',
// '150 dan ortiq kanal'. Not 'L2-каналы' or 'многоканальный' (no count of channels there).
const CHANNEL_COUNT = /(?<![\p{L}\p{N}-])\d+\+?[^\d.;:!?]{0,15}?(?<!\p{L})(?:теле|tele)?(?:канал|kanal)/iu;
// A stated age of the company: 'более 28 лет', '28 yildan ortiq', '28+'.
const COMPANY_AGE = /(?:более|свыше)\s+\d+\s+(?:лет|года?)|\d+\s+yildan\s+ortiq|(?<![\p{L}\p{N}])\d+\+(?!\d)/iu;

// What the pages show as written: the messages, the slides and the static components. News items
// are left out: each reports a change on its date ('12 new channels'), not a standing fact.
const WRITTEN = [
  ...texts(rus),
  ...texts(uzb),
  ...texts(SLIDES),
  ...texts(STATIC_COMPONENTS.map((row) => (row.key === 'channel_packages' ? null : row.value))),
];

describe('facts derived from data, never written down', () => {
  it('the patterns catch the texts they replaced', () => {
    for (const stale of [
      'Более 150 каналов, архив',
      'От 130 каналов',
      '150 dan ortiq kanal',
      'около 130 каналов',
      '130 ga yaqin kanal',
    ])
      expect(stale).toMatch(CHANNEL_COUNT);
    for (const fine of [
      'L2-каналы между точками',
      'городские номера 71 и многоканальный номер',
      'Koʻp kanalli shahar raqamlari',
    ])
      expect(fine).not.toMatch(CHANNEL_COUNT);
    for (const stale of ['с 1996 года — более 28 лет', '28 yildan ortiq tajriba', '28+'])
      expect(stale).toMatch(COMPANY_AGE);
  });

  it('no message or content text states a channel count or the company age', () => {
    expect(WRITTEN.filter((text) => CHANNEL_COUNT.test(text))).toEqual([]);
    expect(WRITTEN.filter((text) => COMPANY_AGE.test(text))).toEqual([]);
  });

  it('the channel packages show the length of their lists, in both languages', () => {
    for (const lang of ['rus', 'uzb'] as const) {
      const card = translator(lang, 'TariffCard');
      const { unmount } = render(
        <ChannelPackages
          title=""
          packages={localize(CHANNEL_PACKAGES, lang) as ChannelPackageView[]}
          summaryLabel={(name, count) => card('channels', { name, count })}
        />,
      );
      for (const [id, list] of [
        ['standart', STANDART_CHANNELS],
        ['vip', VIP_CHANNELS],
      ] as const) {
        const pkg = localize(CHANNEL_PACKAGES, lang).find((p) => p.id === id);
        expect(screen.getByText(card('channels', { name: pkg?.name ?? '', count: list.length }))).toBeInTheDocument();
        expect(screen.getByText(new RegExp(`\\b${list.length}\\b`))).toBeInTheDocument();
      }
      unmount();
    }
  });
});

describe('the age of the company', () => {
  it('is the current year in Tashkent less the founding year', () => {
    expect(yearsSince(1996, new Date('2026-11-26T12:00:00+05:00'))).toBe(30);
    // New Year comes to Tashkent at 19:00 UTC
    expect(yearsSince(1996, new Date('2026-12-31T18:59:59Z'))).toBe(30);
    expect(yearsSince(1996, new Date('2026-12-31T19:00:00Z'))).toBe(31);
  });

  it('is written with the Russian plural forms and the Uzbek count', () => {
    const ru = translator('rus', 'AboutPage');
    expect([1, 2, 5, 21, 22, 25, 30, 31].map((years) => ru('years', { years }))).toEqual([
      '1 год',
      '2 года',
      '5 лет',
      '21 год',
      '22 года',
      '25 лет',
      '30 лет',
      '31 год',
    ]);
    expect(translator('uzb', 'AboutPage')('years', { years: 30 })).toBe('30 yil');
  });
});

describe('internal resources', () => {
  it('name the state services portal in each language', () => {
    const portal = INTERNAL_RESOURCES.find((r) => r.id === 'my.gov.uz');
    expect(portal?.name.rus).toBe('Единый портал интерактивных государственных услуг');
    expect(portal?.name.uzb).toBe('Yagona interaktiv davlat xizmatlari portali');
  });
});

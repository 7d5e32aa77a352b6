import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { formatMessage, MessageFormatError } from '@/lib/platform/i18n/format-message';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

/** Each argument of a message: plural ones get a count, the others a text. */
function argumentsOf(message: string, count: number): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [, name, type] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)) {
    if (name && !(name in values)) values[name] = type === 'plural' ? count : `«${name}»`;
  }
  return values;
}

const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1000, 12345];
const DICTIONARIES = [
  { lang: 'rus', locale: 'ru', messages: rus },
  { lang: 'uzb', locale: 'uz', messages: uzb },
] as const;

describe('formatMessage', () => {
  for (const { lang, locale, messages } of DICTIONARIES) {
    it(`prints every ${lang} message exactly as next-intl does`, () => {
      const t = createTranslator({ locale, messages }) as unknown as (
        key: string,
        values?: Record<string, string | number>,
      ) => string;
      const all = leaves(messages as Tree);
      expect(all.length).toBeGreaterThan(300);
      for (const [key, message] of all) {
        for (const count of message.includes('plural') ? COUNTS : [1]) {
          const values = argumentsOf(message, count);
          expect(formatMessage(locale, message, values), `${lang} ${key} (${count})`).toBe(t(key, values));
        }
      }
    });
  }

  it('chooses Russian and Uzbek plural forms and formats # as a number', () => {
    const ru = '{count, plural, one {# ответ} few {# ответа} many {# ответов} other {# ответа}}';
    expect([1, 3, 5, 21, 1.5].map((count) => formatMessage('ru', ru, { count }))).toEqual([
      '1 ответ',
      '3 ответа',
      '5 ответов',
      '21 ответ',
      '1,5 ответа',
    ]);
    expect(formatMessage('ru', ru, { count: 12345 })).toBe('12\u00a0345 ответов');
    expect(formatMessage('uz', '{count, plural, one {# ta javob} other {# ta javob}}', { count: 2 })).toBe(
      '2 ta javob',
    );
    expect(formatMessage('ru', '{count, plural, =0 {нет} other {#}}', { count: 0 })).toBe('нет');
  });

  it('writes whole counts as Intl.NumberFormat does in both languages, without setting it up', () => {
    const counts = [
      0,
      7,
      999,
      1000,
      1001,
      9999,
      10000,
      123456,
      999999,
      1000000,
      1234567890,
      Number.MAX_SAFE_INTEGER,
      -5,
      -1234,
      -1000000,
    ];
    const expected = counts.flatMap((count) =>
      ['ru', 'uz'].map((locale) => new Intl.NumberFormat(locale).format(count)),
    );
    // A page's first Intl.NumberFormat costs Chrome main-thread time; whole counts must not need one.
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    try {
      const written = counts.flatMap((count) =>
        ['ru', 'uz'].map((locale) => formatMessage(locale, '{n, plural, other {#}}', { n: count })),
      );
      expect(numberFormat).not.toHaveBeenCalled();
      expect(written).toEqual(expected);
    } finally {
      numberFormat.mockRestore();
    }
    expect(formatMessage('ru', '{n, plural, other {#}}', { n: 2.5 })).toBe('2,5');
  });

  it("keeps Uzbek apostrophes and follows ICU's quoting", () => {
    expect(formatMessage('uz', "Ko'rsatish {name}", { name: 'X' })).toBe("Ko'rsatish X");
    expect(formatMessage('uz', "'{name}' va ''", { name: 'X' })).toBe("{name} va '");
    expect(formatMessage('uz', "{n, plural, other {'#' #}}", { n: 2 })).toBe('# 2');
  });

  it('refuses forms it does not handle and missing values, instead of printing them wrongly', () => {
    expect(() => formatMessage('ru', '{kind, select, a {A} other {B}}', { kind: 'a' })).toThrow(MessageFormatError);
    expect(() => formatMessage('ru', '{price, number}', { price: 1 })).toThrow(MessageFormatError);
    expect(() => formatMessage('ru', 'Серия {name}')).toThrow(MessageFormatError);
    expect(() => formatMessage('ru', 'Серия {name', { name: 'A' })).toThrow(MessageFormatError);
    expect(() => formatMessage('ru', '{n, plural, one {#}}', { n: 5 })).toThrow(MessageFormatError);
  });
});

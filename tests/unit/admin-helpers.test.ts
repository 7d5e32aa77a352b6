import { describe, expect, it } from 'vitest';
import { sameShape } from '@/lib/content/sections/static-components/shape';
import { navbarFields } from '@/lib/content/sections/navbar/fields';
import { navbarData } from '@/lib/content/sections/navbar/schema';
import { newsFields } from '@/lib/content/sections/news/fields';
import { caFields } from '@/lib/content/sections/coverage-area/fields';
import { translateMessage, validationErrorMap } from '@/lib/staff/admin/validation-messages';
import { cellText, newItemValues, tableFields } from '@/components/admin/item-values';

const cell = { yes: 'да', no: 'нет', options: { type: { main: 'Главный слайдер', corp: 'Корпоративный слайдер' } } };

const texts = {
  required: 'Обязательное поле.',
  invalidUrl: 'Введите корректную ссылку.',
  invalidFormat: 'Неверный формат.',
  tooLong: 'Не длиннее {max} символов.',
};

describe('static component shape check', () => {
  const stored = [
    { id: 'a', name: { rus: 'А', uzb: 'A' }, phones: ['1'], rent: 5 },
    { id: 'b', name: { rus: 'Б', uzb: 'B' }, phones: [], rent: null },
  ];
  it('accepts edited texts and lists of the same shape', () => {
    expect(sameShape(stored, [{ id: 'c', name: { rus: 'В', uzb: 'V' }, phones: ['2', '3'], rent: 7 }])).toBe(true);
    expect(sameShape({ rus: 'x', uzb: 'y' }, { rus: '', uzb: 'z' })).toBe(true);
  });
  it('refuses missing or extra keys and changed types', () => {
    expect(sameShape(stored, [{ id: 'c', name: { rus: 'В' }, phones: [], rent: 1 }])).toBe(false);
    expect(sameShape(stored, [{ id: 'c', name: { rus: 'В', uzb: 'V' }, phones: [], rent: 1, extra: true }])).toBe(
      false,
    );
    expect(sameShape(stored, [{ id: 'c', name: 'В', phones: [], rent: 1 }])).toBe(false);
    expect(sameShape({ rus: 'x', uzb: 'y' }, ['x'])).toBe(false);
  });
});

describe('static component links and images', () => {
  const stored = [{ id: 'r', name: 'Kun.uz', url: 'https://kun.uz', image: '/images/kun.webp' }];
  it('accept another web URL and another image path', () => {
    expect(
      sameShape(stored, [
        { id: 'r', name: '<b>x</b>', url: 'http://daryo.uz/news', image: '/uploads/images/ab12.webp' },
      ]),
    ).toBe(true);
  });
  it('refuse a link that is no web URL and an image that is no image path of ours', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'not a url',
      '/about',
      'https://a b.uz',
    ]) {
      expect(sameShape(stored, [{ ...stored[0], url }]), url).toBe(false);
    }
    for (const image of ['https://evil.example/x.png', 'x" onerror="alert(1)', '/etc/passwd'])
      expect(sameShape(stored, [{ ...stored[0], image }]), image).toBe(false);
  });
});

describe('section editor helpers', () => {
  it('shows texts in the chosen language, without tags, and flags as yes/no', () => {
    expect(cellText({ name: 'title', kind: 'localized' }, { rus: 'Тарифы', uzb: 'Tariflar' }, 'uzb', cell)).toBe(
      'Tariflar',
    );
    expect(
      cellText({ name: 'body', kind: 'localized-html' }, { rus: '<p>Текст</p>', uzb: '' }, 'rus', cell).trim(),
    ).toBe('Текст');
    expect(cellText({ name: 'visible', kind: 'boolean' }, false, 'rus', cell)).toBe('нет');
  });
  it('shows times and days in the admin format, and option names instead of codes', () => {
    const at = { name: 'published_at', kind: 'datetime' } as const;
    expect(cellText(at, '2026-11-02T05:00:00.000Z', 'rus', cell)).toBe('02.11.2026 10:00');
    expect(cellText({ name: 'publish_date', kind: 'date' }, '2026-11-20', 'rus', cell)).toBe('20.11.2026');
    const type = { name: 'type', kind: 'select', options: ['main', 'footer', 'corp'] } as const;
    expect(cellText(type, 'corp', 'rus', cell)).toBe('Корпоративный слайдер');
    expect(cellText({ name: 'technology', kind: 'select' }, 'GPON', 'rus', cell)).toBe('GPON');
  });
  it('lists a building with its district by name and its technology', () => {
    expect(tableFields(caFields).map((f) => f.name)).toEqual([
      'district_id',
      'street',
      'building',
      'technology',
      'in_coverage',
    ]);
    const districts = { ...cell, options: { district_id: { '1': 'Юнусабадский район (Ташкент)' } } };
    expect(cellText({ name: 'district_id', kind: 'number' }, 1, 'rus', districts)).toBe('Юнусабадский район (Ташкент)');
  });
  it('lists the short fields, the position and the flags in the table', () => {
    expect(tableFields(navbarFields).map((f) => f.name)).toEqual(['title', 'href', 'position', 'visible']);
    expect(tableFields(newsFields).map((f) => f.name)).toEqual([
      'title',
      'published_at',
      'unpublish_at',
      'image',
      'published',
    ]);
  });
  it('starts a new item empty in both languages and last in order', () => {
    expect(newItemValues(navbarFields, 7)).toEqual({
      title: { rus: '', uzb: '' },
      href: '',
      position: 7,
      visible: true,
    });
  });
});

describe('form messages', () => {
  it('translates zod issues and schema keys with the Validation texts the server uses', () => {
    const result = navbarData.safeParse(
      { title: { rus: '', uzb: 'x'.repeat(101) }, href: 'javascript:x', position: 1, visible: true },
      { error: validationErrorMap(texts), reportInput: true },
    );
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join('.'), translateMessage(texts, i.message)]),
    );
    expect(messages).toEqual({
      'title.rus': 'Обязательное поле.',
      'title.uzb': 'Не длиннее 100 символов.',
      href: 'Введите корректную ссылку.',
    });
  });
});

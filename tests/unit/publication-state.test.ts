import { describe, expect, it } from 'vitest';
import { endsAfterStart, isPubliclyShown, publicationState } from '@/lib/content/sections/shared/publication';
import { publicationLabel } from '@/components/admin/publication-badge';
import rus from '@/messages/rus.json';
import uzb from '@/messages/uzb.json';

const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('publicationState', () => {
  it('is a draft whatever the dates when the switch is off', () => {
    expect(publicationState({ published: false, published_at: '2026-01-01T00:00:00Z' }, NOW)).toEqual({
      kind: 'draft',
    });
  });

  it('is scheduled before its moment, published from it, and taken down from its end', () => {
    const item = { published: true, published_at: '2026-11-27T10:00:00Z', unpublish_at: '2026-11-27T19:00:00Z' };
    expect(publicationState(item, NOW - 1)).toEqual({ kind: 'scheduled', at: item.published_at });
    expect(publicationState(item, NOW)).toEqual({ kind: 'published' });
    expect(publicationState(item, Date.parse(item.unpublish_at) - 1)).toEqual({ kind: 'published' });
    expect(publicationState(item, Date.parse(item.unpublish_at))).toEqual({
      kind: 'unpublished',
      at: item.unpublish_at,
    });
    expect(isPubliclyShown(item, NOW - 1)).toBe(false);
    expect(isPubliclyShown(item, NOW)).toBe(true);
  });

  it('treats missing moments (sections without a schedule) as published at once, for good', () => {
    expect(publicationState({ published: true }, NOW)).toEqual({ kind: 'published' });
    expect(publicationState({ published: true, published_at: null, unpublish_at: null }, NOW)).toEqual({
      kind: 'published',
    });
  });

  it('accepts an end only after the start', () => {
    expect(endsAfterStart('2026-11-27T10:00:00Z', '2026-11-27T10:00:00Z')).toBe(false);
    expect(endsAfterStart('2026-11-27T10:00:00Z', '2026-11-27T10:01:00Z')).toBe(true);
    expect(endsAfterStart('2026-11-27T10:00:00Z', null)).toBe(true);
  });
});

describe('publicationLabel', () => {
  it('names each state in Russian, the scheduled one with its Tashkent time', () => {
    const texts = rus.Publication;
    expect(publicationLabel({ kind: 'draft' }, texts)).toBe('Черновик');
    expect(publicationLabel({ kind: 'scheduled', at: '2026-12-31T19:00:00Z' }, texts)).toBe(
      'Запланировано на 01.01.2027 00:00',
    );
    expect(publicationLabel({ kind: 'published' }, texts)).toBe('Опубликовано');
    expect(publicationLabel({ kind: 'unpublished', at: '2026-12-31T19:00:00Z' }, texts)).toBe('Снято с публикации');
  });

  it('names each state in Uzbek', () => {
    const texts = uzb.Publication;
    expect(publicationLabel({ kind: 'draft' }, texts)).toBe('Qoralama');
    expect(publicationLabel({ kind: 'scheduled', at: '2026-12-31T19:00:00Z' }, texts)).toBe(
      '01.01.2027 00:00 ga rejalashtirilgan',
    );
  });
});

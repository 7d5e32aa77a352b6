import { describe, expect, it } from 'vitest';
import { faqQueryFromSegment } from '@/lib/content/sections/faq/search-path';
import { parseNewsId } from '@/lib/content/seo/news-id';

describe('faqQueryFromSegment', () => {
  it('decodes a still-encoded segment and keeps a decoded one', () => {
    expect(faqQueryFromSegment(encodeURIComponent('оплата'))).toBe('оплата');
    expect(faqQueryFromSegment('оплата ')).toBe('оплата');
    expect(faqQueryFromSegment('100%')).toBe('100%');
  });
});

describe('parseNewsId', () => {
  it('accepts positive integers only', () => {
    expect(parseNewsId('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '1.5', '01', '12abc', '9999999999', ''])
      expect(parseNewsId(bad), bad).toBeNull();
  });
});

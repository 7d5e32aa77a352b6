import { describe, expect, it } from 'vitest';
import { newsPageFromSegment, newsPageHref } from '@/lib/content/sections/news/page-path';

describe('newsPageFromSegment', () => {
  it('reads a page number', () => {
    expect(newsPageFromSegment('1')).toBe(1);
    expect(newsPageFromSegment('2')).toBe(2);
    expect(newsPageFromSegment('10000')).toBe(10_000);
  });

  it('names no page for zero, negatives, words, fractions, leading zeros and pages past the last', () => {
    for (const segment of ['0', '-1', 'abc', '1.5', '02', '', ' 2', '2x', '10001', '99999999999999999999']) {
      expect(newsPageFromSegment(segment), segment).toBeNull();
    }
  });
});

describe('newsPageHref', () => {
  it('is the list itself for the first page and ?page=N after it', () => {
    expect(newsPageHref('rus', 1)).toBe('/rus/news');
    expect(newsPageHref('uzb', 2)).toBe('/uzb/news?page=2');
  });
});

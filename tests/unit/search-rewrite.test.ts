import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUERY, queryFromSegment, searchRewrite } from '@/lib/content/search/search-rewrite';

describe('searchRewrite', () => {
  it.each([
    ['/rus/faq', 'оплата', '/rus/faq/search/%D0%BE%D0%BF%D0%BB%D0%B0%D1%82%D0%B0'],
    ['/uzb/vacancies', 'muhandis', '/uzb/vacancies/search/muhandis'],
    ['/rus/faq', '50%', '/rus/faq/search/50%25'],
    ['/rus/faq', 'a/b', '/rus/faq/search/a%2Fb'],
    ['/rus/faq', 'a?b#c', '/rus/faq/search/a%3Fb%23c'],
    ['/rus/vacancies/', '  инженер ', `/rus/vacancies/search/${encodeURIComponent('инженер')}`],
  ])('%s?q=%s is served by %s', (path, q, target) => {
    expect(searchRewrite(path, q)).toBe(target);
  });

  it.each([
    ['/rus/faq', null],
    ['/rus/faq', ''],
    ['/rus/faq', '  '],
    ['/rus/faq', '..'],
    ['/rus/news', 'x'],
    ['/en/faq', 'x'],
    ['/rus/faq/search/x', 'x'],
  ])('%s?q=%s is no search', (path, q) => {
    expect(searchRewrite(path, q)).toBeNull();
  });

  it('gives back exactly the typed query (trimmed, cut) for any text, as one path segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 150 }), (q) => {
        const target = searchRewrite('/rus/faq', q);
        const expected = q.trim().slice(0, MAX_SEARCH_QUERY).trim();
        if (!/[^.\s]/.test(expected)) {
          expect(target).toBeNull();
        } else {
          const segment = target!.slice('/rus/faq/search/'.length);
          expect(segment).not.toMatch(/[/?#]/);
          expect(decodeURIComponent(segment)).toBe(expected);
          expect(queryFromSegment(segment)).toBe(expected);
        }
      }),
      { seed: 19, numRuns: 300 },
    );
  });

  it('reads a segment Next already decoded, with a literal percent sign', () => {
    expect(queryFromSegment('50%')).toBe('50%');
    expect(queryFromSegment('a/b')).toBe('a/b');
  });
});

import { describe, expect, it } from 'vitest';
import { faqQueryFromSegment, faqSearchRewrite } from '@/lib/faq/search-path';
import { parseNewsId } from '@/lib/seo/news-id';

const rewrite = (path: string, query: string) => faqSearchRewrite(path, new URLSearchParams(query));

describe('faqSearchRewrite', () => {
  it('sends /{lang}/faq?q= to the search page of that query', () => {
    expect(rewrite('/rus/faq', 'q=оплата')).toBe(`/rus/faq/search/${encodeURIComponent('оплата')}`);
    expect(rewrite('/uzb/faq/', "q=to'lov")).toBe(`/uzb/faq/search/${encodeURIComponent("to'lov")}`);
    expect(rewrite('/rus/faq', 'q=a/b')).toBe('/rus/faq/search/a%2Fb');
  });

  it('leaves blank queries, other pages and other languages alone', () => {
    expect(rewrite('/rus/faq', 'q=%20%20')).toBeNull();
    expect(rewrite('/rus/faq', '')).toBeNull();
    expect(rewrite('/rus/news', 'q=x')).toBeNull();
    expect(rewrite('/eng/faq', 'q=x')).toBeNull();
    expect(rewrite('/rus/faq/search/x', 'q=y')).toBeNull();
    expect(rewrite('/rus/faq', 'q=.')).toBeNull();
    expect(rewrite('/rus/faq', 'q=..')).toBeNull();
    expect(rewrite('/rus/faq', 'q=1.5')).toBe('/rus/faq/search/1.5');
  });

  it('cuts very long queries', () => {
    expect(decodeURIComponent(rewrite('/rus/faq', `q=${'я'.repeat(500)}`)!.split('/').pop()!)).toHaveLength(100);
  });
});

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
    for (const bad of ['0', '-1', 'abc', '1.5', '01', '12abc', '9999999999', '']) expect(parseNewsId(bad), bad).toBeNull();
  });
});

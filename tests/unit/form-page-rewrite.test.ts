import { describe, expect, it } from 'vitest';
import { formPageRewrite } from '@/lib/content/search/form-page-rewrite';

describe('formPageRewrite', () => {
  it.each([
    ['/rus/payment', 'prefix=x&login=100001', '/rus/payment/check?prefix=x&login=100001'],
    [
      '/uzb/payment/',
      'prefix=he&login=200002&amount=75+000',
      '/uzb/payment/check?prefix=he&login=200002&amount=75+000',
    ],
    ['/rus/payment', 'login=', '/rus/payment/check?login='],
    ['/rus/coverage_area', 'district=%D0%A7&house=1', '/rus/coverage_area/check?district=%D0%A7&house=1'],
  ])('%s?%s is answered by %s', (path, query, target) => {
    expect(formPageRewrite(path, new URLSearchParams(query))).toBe(target);
  });

  it.each([
    ['/rus/payment', ''],
    ['/rus/payment', 'utm_source=sms'],
    ['/rus/coverage_area', 'prefix=x'],
    ['/rus/faq', 'login=1'],
    ['/en/payment', 'prefix=x'],
    ['/rus/payment/check', 'prefix=x'],
  ])('%s?%s is the cached page itself', (path, query) => {
    expect(formPageRewrite(path, new URLSearchParams(query))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/content/sanitize';

describe('rich text sanitiser', () => {
  it('keeps formatting, lists and safe links', () => {
    const html = '<p><strong>Тариф</strong> <a href="https://tashnet.uz/tariff">подробнее</a></p><ul><li>Да</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<svg onload=alert(1)><p>x</p></svg>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
  ])('makes %s inert', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.uz" target="_blank">x</a>')).toBe('<a href="https://x.uz" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

// @vitest-environment jsdom
// DOMParser reads the output as a browser would.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from '@/lib/content/site/sanitize';
import { XSS_LINK_PAYLOADS, XSS_PAYLOADS } from '../fixtures/xss-payloads';

/** What in a parsed fragment could run script: handler attributes, script-bearing URLs, active elements. */
function activeParts(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found = [
    ...doc.body.querySelectorAll('script, iframe, frame, object, embed, base, meta, link, style, form, svg, math'),
  ].map((el) => el.localName);
  for (const el of doc.body.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      if (/^on/i.test(name) || name === 'style' || name === 'srcdoc') found.push(`${el.localName} ${name}`);
      else if (/^(javascript|vbscript|data):/i.test([...value].filter((c) => c > ' ').join('')))
        found.push(`${el.localName} ${name}=${value}`);
    }
  }
  return found;
}

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

  it.each([...XSS_PAYLOADS, ...XSS_LINK_PAYLOADS].map((p) => [p.id, p.text]))(
    'makes payload %i of the XSS corpus inert: %s',
    (_id, text) => {
      expect(activeParts(sanitizeRichText(text))).toEqual([]);
      expect(activeParts(sanitizeRichText(`<p>${text}</p>`))).toEqual([]);
    },
  );

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.uz" target="_blank">x</a>')).toBe(
      '<a href="https://x.uz" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

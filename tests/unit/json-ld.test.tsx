import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd, serializeJsonLd } from '@/lib/content/seo/json-ld';

describe('JSON-LD', () => {
  it('escapes < so a value cannot close the script tag, and stays valid JSON', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('escapes the line and paragraph separators', () => {
    const text = serializeJsonLd({ a: 'x\u2028y\u2029z' });
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
    expect(JSON.parse(text)).toEqual({ a: 'x\u2028y\u2029z' });
  });

  it('renders one application/ld+json script holding the data', () => {
    const html = renderToStaticMarkup(<JsonLd data={{ '@type': 'Organization', name: 'A <b>' }} />);
    expect(html).toBe('<script type="application/ld+json">{"@type":"Organization","name":"A \\u003cb>"}</script>');
  });
});

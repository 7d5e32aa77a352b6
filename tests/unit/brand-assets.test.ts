// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLORS } from '@/lib/content/brand/colors';
import { MARK_ARCS, MARK_DOT, MARK_RADIUS, MARK_T } from '@/lib/content/brand/mark';

const css = readFileSync('app/tokens.css', 'utf8');
const favicon = readFileSync('app/icon.svg', 'utf8');

describe('brand assets kept in step with their one source', () => {
  it('the colours used outside CSS (manifest, theme colour, Open Graph) are the @theme tokens', () => {
    for (const [name, value] of Object.entries(BRAND_COLORS)) {
      expect(css, `--color-${name}`).toContain(`--color-${name}: ${value};`);
    }
  });

  it('the SVG favicon draws the same mark in the same colours as the logo', () => {
    expect(favicon).toContain(`rx="${MARK_RADIUS}" fill="${BRAND_COLORS['brand-600']}"`);
    expect(favicon).toContain(`d="${MARK_ARCS}" fill="none" stroke="${BRAND_COLORS['accent-500']}"`);
    expect(favicon).toContain(`d="${MARK_T}"`);
    expect(favicon).toContain(`cx="${MARK_DOT.cx}" cy="${MARK_DOT.cy}" r="${MARK_DOT.r}"`);
  });

  it('no component or page uses a hard-coded colour instead of a token', () => {
    const files = ['components', 'app'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => `${dir}/${file}`),
    );
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) =>
      /#[0-9a-f]{3,8}\b(?![-\w])|rgba?\(|-\[#|\b(?:bg|text|border)-(?:slate|gray|red|green|amber|blue)-\d/i.test(
        readFileSync(file, 'utf8').replace(/#kind-\w+/g, ''),
      ),
    );
    expect(offenders).toEqual([]);
  });
});

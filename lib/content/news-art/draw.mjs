// @ts-check
/**
 * Drawing helpers of the demo news pictures (lib/content/news-art/scenes.mjs): SVG fragments in the design tokens'
 * colours, read from the @theme block of app/tokens.css so the pictures follow the tokens.
 */
import { readFileSync } from 'node:fs';
import * as lucide from 'lucide';

/** Width and height of every news picture (the Open Graph proportions the news cards use). */
export const WIDTH = 1200;
export const HEIGHT = 630;

/**
 * The colour tokens of app/tokens.css by name (`brand-600` → its hex value).
 * @returns {Record<string, string>}
 */
export function colorTokens(css = readFileSync('app/tokens.css', 'utf8')) {
  return Object.fromEntries([...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1], m[2]]));
}

/**
 * A diagonal gradient background filling the picture.
 * @param {string} from
 * @param {string} to
 */
export function background(from, to) {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`
  );
}

/**
 * A filled circle, mostly a soft light disc behind an icon.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {string} fill
 * @param {number} [opacity]
 */
export function disc(cx, cy, r, fill, opacity = 1) {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/**
 * A soft wave across the bottom, as on the site's hero.
 * @param {string} fill
 * @param {number} opacity
 * @param {number} [lift]
 */
export function wave(fill, opacity, lift = 0) {
  const y = HEIGHT - 120 - lift;
  return (
    `<path d="M0 ${y} C 300 ${y - 70}, 520 ${y + 80}, 800 ${y + 10} S 1100 ${y - 40}, ${WIDTH} ${y - 10} ` +
    `V ${HEIGHT} H 0 Z" fill="${fill}" fill-opacity="${opacity}"/>`
  );
}

/**
 * The brand mark's signal: a dot and two arcs, centred on (x, y).
 * @param {number} x
 * @param {number} y
 * @param {number} size
 * @param {string} stroke
 */
export function signal(x, y, size, stroke) {
  const w = size / 10;
  return (
    `<g fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round">` +
    `<path d="M ${x - size * 0.35} ${y - size * 0.35} A ${size * 0.5} ${size * 0.5} 0 0 1 ${x + size * 0.35} ${y - size * 0.35}"/>` +
    `<path d="M ${x - size * 0.65} ${y - size * 0.65} A ${size * 0.92} ${size * 0.92} 0 0 1 ${x + size * 0.65} ${y - size * 0.65}"/>` +
    `</g><circle cx="${x}" cy="${y}" r="${w * 1.1}" fill="${stroke}"/>`
  );
}

/**
 * A Lucide icon (by its export name) drawn `size` wide, centred on (cx, cy).
 * @param {keyof typeof lucide} name
 * @param {number} cx
 * @param {number} cy
 * @param {number} size
 * @param {{ stroke: string, fill?: string, width?: number }} style
 */
export function icon(name, cx, cy, size, { stroke, fill = 'none', width = 2 }) {
  const node = /** @type {import('lucide').IconNode | undefined} */ (lucide[name]);
  if (!Array.isArray(node)) throw new Error(`no lucide icon ${name}`);
  const scale = size / 24;
  const parts = node
    .map(
      ([tag, attrs]) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`,
    )
    .join('');
  return (
    `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${scale})" fill="${fill}" stroke="${stroke}" ` +
    `stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">${parts}</g>`
  );
}

/**
 * A glowing line (a fibre, a link): a wide soft stroke under a thin bright one.
 * @param {string} d
 * @param {string} stroke
 * @param {number} [width]
 */
export function glowLine(d, stroke, width = 6) {
  return (
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-opacity="0.25" stroke-width="${width * 4}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`
  );
}

/**
 * The whole SVG document of a picture.
 * @param {string} body
 */
export function svg(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

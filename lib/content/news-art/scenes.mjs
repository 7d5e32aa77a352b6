// @ts-check
/**
 * The demo news pictures (lib/content/sections/news/seed*.ts), one scene per file name: drawn illustrations with
 * no text in them, since the card and the page already carry the title, and text baked into a picture is
 * neither translated nor readable at card size.
 */
import { background, disc, glowLine, icon, signal, svg, wave } from './draw.mjs';

/** Where the maintenance night sky has its stars. @type {[number, number][]} */
const STARS = [
  [160, 110],
  [330, 70],
  [820, 90],
  [900, 200],
  [240, 250],
];

/**
 * A picture's frame: the gradient, soft light discs and the wave, under the scene itself.
 * @param {string} from
 * @param {string} to
 * @param {string} light
 * @param {string} scene
 */
function frame(from, to, light, scene) {
  return svg(
    background(from, to) +
      disc(1080, 90, 160, light, 0.06) +
      disc(110, 560, 190, light, 0.06) +
      wave(light, 0.08) +
      wave(light, 0.06, 60) +
      scene,
  );
}

/**
 * Every picture by file name (without `.webp`), drawn with the colour tokens `c`.
 * @param {Record<string, string>} c
 * @returns {Record<string, string>}
 */
export function newsScenes(c) {
  /** @param {string} name */
  const token = (name) => {
    const value = c[name];
    if (!value) throw new Error(`no colour token ${name} in app/tokens.css`);
    return value;
  };
  const white = token('surface');
  const soft = token('brand-100');
  const accent = token('accent-500');
  return {
    'new-year-schedule': frame(
      token('brand-800'),
      token('brand-600'),
      white,
      disc(600, 300, 180, white, 0.12) +
        icon('CalendarCheck', 600, 300, 210, { stroke: white, width: 1.6 }) +
        icon('Snowflake', 250, 170, 100, { stroke: accent, width: 1.6 }) +
        icon('Snowflake', 990, 150, 70, { stroke: soft, width: 1.6 }) +
        icon('Snowflake', 1010, 420, 56, { stroke: accent, width: 1.6 }) +
        icon('Snowflake', 190, 430, 60, { stroke: soft, width: 1.6 }) +
        icon('Clock', 820, 430, 90, { stroke: soft, width: 1.6 }),
    ),
    'gamer-tariff': frame(
      token('brand-800'),
      token('accent-700'),
      white,
      disc(600, 315, 200, white, 0.1) +
        icon('Gamepad2', 600, 315, 280, { stroke: white, width: 1.4 }) +
        icon('Zap', 900, 180, 120, { stroke: accent, fill: accent, width: 1.2 }) +
        icon('Sparkles', 280, 170, 80, { stroke: soft, width: 1.6 }) +
        icon('Sparkles', 960, 470, 60, { stroke: soft, width: 1.6 }),
    ),
    'fiber-sergeli': frame(
      token('brand-800'),
      token('brand-600'),
      white,
      glowLine('M 170 170 C 240 300, 260 330, 300 380', accent) +
        glowLine('M 170 170 C 360 170, 520 210, 600 330', accent) +
        glowLine('M 170 170 C 520 110, 820 200, 900 380', accent) +
        signal(170, 190, 110, accent) +
        disc(600, 340, 130, white, 0.1) +
        icon('Building2', 300, 410, 150, { stroke: white, width: 1.5 }) +
        icon('Building2', 600, 350, 190, { stroke: white, width: 1.4 }) +
        icon('Building2', 900, 410, 150, { stroke: white, width: 1.5 }),
    ),
    'holiday-schedule': frame(
      token('success-strong'),
      token('success'),
      white,
      disc(600, 300, 190, white, 0.1) +
        icon('Moon', 590, 300, 240, { stroke: white, width: 1.4 }) +
        icon('Star', 700, 220, 60, { stroke: token('success-soft'), fill: token('success-soft'), width: 1.4 }) +
        icon('Star', 260, 160, 44, { stroke: soft, fill: soft, width: 1.4 }) +
        icon('Star', 960, 170, 56, { stroke: token('success-soft'), fill: token('success-soft'), width: 1.4 }) +
        icon('Star', 1000, 420, 36, { stroke: soft, fill: soft, width: 1.4 }) +
        icon('Star', 200, 420, 32, { stroke: token('success-soft'), fill: token('success-soft'), width: 1.4 }),
    ),
    'iptv-channels': frame(
      token('brand-700'),
      token('accent-700'),
      white,
      [150, 260, 370]
        .map((y) => `<rect x="110" y="${y}" width="170" height="86" rx="14" fill="${white}" fill-opacity="0.14"/>`)
        .join('') +
        [150, 260, 370]
          .map((y) => `<rect x="920" y="${y}" width="170" height="86" rx="14" fill="${white}" fill-opacity="0.14"/>`)
          .join('') +
        disc(600, 300, 200, white, 0.1) +
        icon('Tv', 600, 300, 280, { stroke: white, width: 1.3 }) +
        icon('Play', 606, 322, 90, { stroke: accent, fill: accent, width: 1.4 }),
    ),
    maintenance: frame(
      token('ink'),
      token('brand-800'),
      white,
      icon('Moon', 1010, 130, 90, { stroke: soft, fill: soft, width: 1.4 }) +
        STARS.map(([x, y]) => disc(x, y, 4, soft, 0.8)).join('') +
        disc(560, 330, 190, white, 0.08) +
        icon('Server', 540, 330, 230, { stroke: white, width: 1.3 }) +
        icon('Wrench', 770, 400, 150, { stroke: accent, width: 1.6 }),
    ),
    'mobile-app': frame(
      token('brand-600'),
      token('accent-700'),
      white,
      disc(600, 315, 200, white, 0.12) +
        icon('Smartphone', 600, 315, 300, { stroke: white, width: 1.2 }) +
        icon('Bell', 820, 190, 100, { stroke: accent, fill: accent, width: 1.4 }) +
        icon('CreditCard', 360, 420, 110, { stroke: soft, width: 1.6 }) +
        icon('Wifi', 360, 180, 90, { stroke: soft, width: 1.8 }),
    ),
    'wifi6-routers': frame(
      token('accent-700'),
      token('brand-700'),
      white,
      signal(600, 300, 230, accent) +
        disc(600, 430, 150, white, 0.1) +
        icon('Router', 600, 440, 230, { stroke: white, width: 1.3 }) +
        icon('Smartphone', 230, 330, 110, { stroke: soft, width: 1.6 }) +
        icon('Tv', 970, 330, 120, { stroke: soft, width: 1.6 }),
    ),
    'independence-day': frame(
      token('success-strong'),
      token('brand-700'),
      white,
      disc(600, 315, 190, white, 0.1) +
        icon('Flag', 610, 315, 250, { stroke: white, width: 1.3 }) +
        icon('Sparkles', 300, 180, 110, { stroke: accent, width: 1.5 }) +
        icon('Sparkles', 930, 200, 80, { stroke: soft, width: 1.6 }) +
        icon('PartyPopper', 900, 440, 110, { stroke: accent, width: 1.5 }) +
        icon('Star', 250, 440, 50, { stroke: soft, fill: soft, width: 1.4 }),
    ),
    'gpon-yangihayot': frame(
      token('brand-800'),
      token('accent-700'),
      white,
      [250, 450, 750, 950]
        .map((x) => glowLine(`M 600 230 C ${600 + (x - 600) * 0.2} 330, ${x} 330, ${x} 380`, accent, 5))
        .join('') +
        disc(600, 190, 110, white, 0.12) +
        signal(600, 215, 120, accent) +
        [250, 450, 750, 950].map((x) => icon('House', x, 440, 130, { stroke: white, width: 1.5 })).join(''),
    ),
    'orange-speed': frame(
      token('warning-strong'),
      token('warning'),
      white,
      [230, 300, 370]
        .map((y, i) => glowLine(`M ${90 + i * 40} ${y} H ${330 - i * 30}`, token('warning-soft'), 5))
        .join('') +
        disc(620, 320, 200, white, 0.12) +
        icon('Gauge', 620, 320, 290, { stroke: white, width: 1.3 }) +
        icon('Zap', 860, 180, 120, { stroke: token('warning-soft'), fill: token('warning-soft'), width: 1.2 }),
    ),
  };
}

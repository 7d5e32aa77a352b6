/** Field descriptions for the fuzz bodies: each kind of field with the values it must never accept. */
import fc from 'fast-check';
import { object, type Field } from './bodies';
import {
  hostileText,
  nonNumericText,
  notAnObject,
  notString,
  outOfRangeNumber,
  prototypeKeys,
  tooLong,
  unstorableText,
} from './junk';

/** The largest serial id PostgreSQL's integer holds. */
const MAX_INT = 2_147_483_647;

type Presence = { required?: boolean; emptyOk?: boolean; nullOk?: boolean };

function emptyValues({ emptyOk = false, nullOk = false }: Presence, trimmed = true): fc.Arbitrary<unknown>[] {
  const empty = emptyOk ? [] : trimmed ? [fc.constantFrom('', ' ', '\t\n ')] : [fc.constant('')];
  return [...empty, notString(nullOk)];
}

/** A text of at most `max` characters (`trimmed`: whitespace alone counts as empty); `also` adds values the field refuses. */
export function text(
  example: unknown,
  rules: Presence & { max?: number; trimmed?: boolean; also?: fc.Arbitrary<unknown>[] } = {},
): Field {
  const { max = 60_000, trimmed = true, required = true, also = [] } = rules;
  return { example, required, poison: fc.oneof(tooLong(max), unstorableText, ...emptyValues(rules, trimmed), ...also) };
}

/** A text in both languages (`{rus, uzb}`); `optional` allows empty texts, never missing ones. */
export function localized(example: unknown, optional = false): Field {
  const { rus, uzb } = (example ?? {}) as { rus?: unknown; uzb?: unknown };
  return object({ rus: text(rus, { emptyOk: optional }), uzb: text(uzb, { emptyOk: optional }) });
}

/** An integer in [min, max], coerced from strings or not. */
export function int(example: unknown, rules: Presence & { min: number; max?: number; coerced?: boolean }): Field {
  const { min, max = MAX_INT, coerced = true, required = true, nullOk = false } = rules;
  // Number(null) is 0, so a coerced null is only refused when 0 is
  const nullRefused = !nullOk && (!coerced || min > 0);
  return {
    example,
    required,
    poison: fc.oneof(
      fc.integer({ min: -MAX_INT, max: min - 1 }),
      fc.integer({ min: 1, max: MAX_INT }).map((n) => max + n),
      fc.integer({ min: 1, max: MAX_INT }).map((n) => String(max + n)),
      fc.double({ min, max: Math.min(max, 1e6), noInteger: true, noNaN: true }),
      nonNumericText,
      outOfRangeNumber,
      fc.constantFrom({}, [1, 2], { valueOf: 1 }),
      ...(nullRefused ? [fc.constant(null)] : []),
    ),
  };
}

/** A boolean (never coerced). */
export function bool(example: unknown, required = true): Field {
  return {
    example,
    required,
    poison: fc.oneof(fc.constantFrom('true', 'false', '1', '0', 'yes', 0, 1, null, [], {}), hostileText),
  };
}

/** One of `options` (also null or '' when allowed). */
export function choice(example: unknown, options: readonly string[], rules: Presence = {}): Field {
  const refused = (s: string) => !options.includes(s) && !(rules.emptyOk && s === '');
  const nearMisses = options.flatMap((o) => [o.toUpperCase(), ` ${o}`, `${o}\u0000`]).filter(refused);
  return {
    example,
    required: rules.required ?? true,
    poison: fc.oneof(
      hostileText.filter(refused),
      prototypeKeys.filter(refused),
      fc.constantFrom(...nearMisses),
      notString(rules.nullOk),
    ),
  };
}

/** An e-mail address. */
export function email(example: unknown, rules: Presence = {}): Field {
  const malformed = fc.constantFrom(
    'a@',
    '@b.uz',
    'a b@c.uz',
    'a@b',
    'a@@b.uz',
    'a@b.uz\u0000',
    `${'x'.repeat(200)}@b.uz`,
  );
  return text(example, { ...rules, also: [malformed, hostileText.filter((s) => !s.includes('@') && s.trim() !== '')] });
}

/** An Uzbek phone number: nine national digits, or twelve starting with 998. */
export function phone(example: unknown, rules: Presence = {}): Field {
  const wrongDigitCount = fc
    .oneof(fc.integer({ min: 1, max: 8 }), fc.constantFrom(10, 11, 13, 20))
    .map((n) => '7'.repeat(n));
  const malformed = fc.constantFrom(
    '+998 9O 123 45 67',
    '+1 202 555 0100',
    '998 90 123 45 6',
    '(90) 123-45-6x',
    '998'.repeat(4),
  );
  const foreignCharacters = hostileText.filter((s) => /[^\d\s()+-]/.test(s));
  return text(example, { max: 32, ...rules, also: [wrongDigitCount, malformed, foreignCharacters] });
}

/** Values a link field refuses: other schemes, no scheme, spaces, bare fragments and queries. */
const REFUSED_LINKS = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://example.uz',
  'example.uz',
  'http:/x',
  '/a b',
  'https://exa mple.uz',
  'mailto:a@b.uz',
  '#top',
  '?q=1',
];

/** Values an image field refuses: other hosts and schemes, paths outside /uploads/ and /images/, odd characters. */
const REFUSED_IMAGES = [
  'https://evil.example/x.png',
  '//evil.example/x.png',
  'javascript:alert(1)',
  '/uploads/<svg onload=alert(1)>.png',
  '/etc/passwd',
  'uploads/x.png',
  '/images/a b.png',
  '/uploads/x.png?x=1',
  'data:image/png;base64,AAAA',
];

/** A link: a site path or an http(s) URL. */
export function link(example: unknown, rules: Presence = {}): Field {
  return text(example, { max: 500, ...rules, also: [fc.constantFrom(...REFUSED_LINKS)] });
}

/** An image path under /uploads/ or /images/. */
export function image(example: unknown, rules: Presence = {}): Field {
  return text(example, { max: 300, ...rules, also: [fc.constantFrom(...REFUSED_IMAGES)] });
}

/** A calendar day `yyyy-mm-dd`. */
export function date(example: unknown, rules: Presence = {}): Field {
  const notOnCalendar = fc.constantFrom(
    '2024-13-01',
    '2024-00-10',
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '0000-01-01',
  );
  const malformed = fc.constantFrom(
    '24-01-01',
    '2024/01/01',
    '2024-1-1',
    'tomorrow',
    '2024-01-01T00:00:00Z',
    ' 2024-01-01',
    20240101,
  );
  return text(example, { max: 10, trimmed: false, ...rules, also: [notOnCalendar, malformed] });
}

/** A moment with its offset (ISO 8601), within years 1 to 9999 in UTC. */
export function datetime(example: unknown, rules: Presence = {}): Field {
  const outOfYears = fc.constantFrom(
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+14:00',
    '9999-12-31T23:59:59-14:00',
    '2024-02-30T10:00:00Z',
  );
  const malformed = fc.constantFrom(
    '2024-01-01',
    '2024-01-01T24:00:00Z',
    '2024-01-01 10:00:00',
    'now',
    1_700_000_000_000,
  );
  return text(example, { ...rules, max: 40, trimmed: false, also: [outOfYears, malformed] });
}

/** A list of at most `max` items of one kind. */
export function list(example: unknown[], item: Field, max: number): Field {
  const withBrokenItem = fc
    .tuple(fc.array(fc.constant(item.example), { maxLength: 2 }), item.poison)
    .map(([ok, bad]) => [...ok, bad]);
  const tooMany = fc.constant(Array.from({ length: max + 1 }, () => item.example));
  return {
    example,
    required: true,
    poison: fc.oneof(
      notAnObject.filter((v) => !Array.isArray(v)),
      fc.constant({}),
      withBrokenItem,
      tooMany,
    ),
  };
}

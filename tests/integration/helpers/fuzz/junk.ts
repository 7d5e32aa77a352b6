/** Hostile values of the fuzz tests: text that breaks naive code, object keys aimed at prototypes, nested junk of any type. */
import fc from 'fast-check';

/** Text embedded as is in a body's JSON text (a token JSON.stringify cannot write, e.g. `1e999` or 20 000 nested arrays). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Text the database cannot store: a NUL character or a lone UTF-16 surrogate somewhere in it. */
export const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d'),
    fc.string({ maxLength: 8 }),
  )
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** A text over `max` characters that trimming does not shorten; `max` 60 000 exceeds every text field of the API. */
export const tooLong = (max = 60_000) =>
  fc
    .tuple(fc.integer({ min: max + 1, max: max + 40 }), fc.constantFrom('x', 'Я', '😀', '<', 'ʻ'))
    .map(([n, c]) => c.repeat(n));

/** Text that trips naive handling: control and bidi characters, markup, SQL, templates, paths, emoji, whitespace. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '\u202eevil',
    '\ufeff',
    '\u200b',
    '\r\n\r\n',
    '\t',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; drop table faq; --",
    '${7*7}{{7*7}}',
    '../../etc/passwd',
    '%00',
    'null',
    'undefined',
    'NaN',
    '-0',
    '💥'.repeat(40),
  ),
  unstorableText,
);

/** A string that is not a number however it is coerced (Number() of it is NaN). */
export const nonNumericText = hostileText.filter((s) => Number.isNaN(Number(s)));

/** Names every object inherits or that reach its prototype: a lookup `name in table` wrongly finds them. */
export const prototypeKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
);

/** Keys aimed at prototypes and at common authorisation flags. */
export const hostileKey = fc.oneof(
  prototypeKeys,
  fc.constantFrom('isAdmin', 'role', 'section', 'id', '$where', ''),
  fc.string({ maxLength: 12 }),
);

/** What a `__proto__` or `constructor` key carries: if it ever reached a prototype, `({}).polluted` would be true. */
export const pollution = fc.constantFrom(
  { polluted: true, isAdmin: true, role: 'developer' },
  { prototype: { polluted: true } },
);

/** JSON number tokens out of every range: beyond doubles (Infinity once parsed), beyond safe integers, negative zero. */
export const outOfRangeNumber = fc.constantFrom(
  new RawJson('1e999'),
  new RawJson('-1e999'),
  new RawJson('123456789012345678901234567890'),
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e300,
);

/** Arrays nested thousands deep (still under the 64 KiB body cap). */
export const deepNesting = fc
  .integer({ min: 1_000, max: 20_000 })
  .map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`));

/** Any JSON value, nested a few levels, with hostile leaves and keys. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    outOfRangeNumber,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value that is not a string (`null` too unless `nullOk`, for nullable fields). */
export const notString = (nullOk = false) =>
  fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.array(junk, { maxLength: 3 }),
    fc.dictionary(hostileKey, junk, { maxKeys: 3 }),
    ...(nullOk ? [] : [fc.constant(null)]),
  );

/** A value that is not a JSON object (arrays, scalars, `null`, deep nesting). */
export const notAnObject = fc.oneof(
  hostileText,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(junk, { maxLength: 3 }),
  deepNesting,
  outOfRangeNumber,
);

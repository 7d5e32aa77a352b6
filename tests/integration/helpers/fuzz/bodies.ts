/**
 * Request bodies that are invalid by construction: an object described field by field gets at
 * least one field poisoned (or, when required, left out), so a generated body is never one the
 * endpoint may accept, and "nothing was stored" is a real property.
 */
import fc from 'fast-check';
import { hostileKey, hostileText, junk, notAnObject, pollution, RawJson } from './junk';

/** One field of an object: a valid example (undefined: left out), values the field never accepts, and whether it must be present. */
export type Field = { example: unknown; poison: fc.Arbitrary<unknown>; required: boolean };

const ABSENT = Symbol('absent');

// defineProperty makes '__proto__' an own key, the way JSON.parse leaves it on the server.
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (value !== ABSENT && value !== undefined)
      Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return target;
}

function valueOf(field: Field, broken: boolean): fc.Arbitrary<unknown> {
  if (broken)
    return field.required
      ? fc.oneof({ arbitrary: field.poison, weight: 4 }, { arbitrary: fc.constant(ABSENT), weight: 1 })
      : field.poison;
  return fc.oneof(
    { arbitrary: fc.constant(field.example), weight: 8 },
    { arbitrary: junk, weight: 1 },
    { arbitrary: fc.constant(ABSENT), weight: 1 },
  );
}

/** The valid example object of a field description. */
export function exampleOf(fields: Record<string, Field>): Record<string, unknown> {
  return objectOf(Object.entries(fields).map(([name, field]) => [name, field.example]));
}

/**
 * Objects with at least one field poisoned or left out: mostly exactly one, every other field
 * valid (so the check of that one field is what answers); otherwise several, the rest valid, junk
 * or left out, plus up to three extra keys (`__proto__`, `constructor`, random) carrying junk;
 * sometimes no object at all.
 */
export function brokenObject(fields: Record<string, Field>): fc.Arbitrary<unknown> {
  const names = Object.keys(fields);
  const entries = (values: unknown[]) => names.map((name, i): [string, unknown] => [name, values[i]]);
  const oneBroken = fc
    .constantFrom(...names)
    .chain((brokenName) =>
      fc.tuple(
        ...names.map((name) =>
          name === brokenName ? valueOf(fields[name]!, true) : fc.constant(fields[name]!.example),
        ),
      ),
    )
    .map((values) => objectOf(entries(values)));
  const extra = fc.tuple(
    hostileKey.filter((k) => !names.includes(k)),
    fc.oneof(junk, pollution),
  );
  const severalBroken = fc
    .subarray(names, { minLength: 1 })
    .chain((brokenNames) =>
      fc
        .tuple(
          fc.tuple(...names.map((name) => valueOf(fields[name]!, brokenNames.includes(name)))),
          fc.array(extra, { maxLength: 3 }),
        )
        .map(([values, extras]) => objectOf([...entries(values), ...extras])),
    );
  return fc.oneof(
    { arbitrary: oneBroken, weight: 8 },
    { arbitrary: severalBroken, weight: 4 },
    { arbitrary: notAnObject, weight: 1 },
    { arbitrary: fc.constant([exampleOf(fields)]), weight: 1 },
  );
}

/** A nested object field whose poison is a broken object. */
export function object(fields: Record<string, Field>, required = true): Field {
  return { example: exampleOf(fields), poison: brokenObject(fields), required };
}

/** The JSON text of a value: RawJson tokens as they are, every own key (even `__proto__`). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function isJson(text: string): boolean {
  try {
    // the server decodes the body as UTF-8, which drops a leading BOM
    JSON.parse(text.replace(/^\ufeff/, ''));
    return true;
  } catch {
    return false;
  }
}

/** Text that is no JSON at all: the example cut short, JavaScript-isms, random text. */
export function malformedJson(example: unknown): fc.Arbitrary<string> {
  const text = toJsonText(example);
  return fc
    .oneof(
      fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)),
      fc.constantFrom(
        "{'a':1}",
        '{"a":1,}',
        '{a:1}',
        '{"a":NaN}',
        '{"a":undefined}',
        '// c\n{}',
        '{"a":"\\x41"}',
        '{"a":01}',
        '"\\ud800',
        '{"a":1}}',
        '[1,]',
        '\u0000{}',
      ),
      hostileText,
    )
    .filter((t) => !isJson(t));
}

/** JSON body text: mostly the JSON of a broken object, sometimes text that is not JSON. */
export function jsonBody(
  fields: Record<string, Field>,
  objects: fc.Arbitrary<unknown> = brokenObject(fields),
): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: objects.map(toJsonText), weight: 9 },
    { arbitrary: malformedJson(exampleOf(fields)), weight: 1 },
  );
}

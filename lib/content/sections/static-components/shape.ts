/** Structural comparison of a stored static component and its edited value. */

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

// A stored link or image path is read by the pages as one (`new URL(url)`, <a href>, next/image),
// so its replacement must be one too: never text, a javascript: URL or a path of ours to anything else.
const IMAGE_PATH = /^\/(uploads|images)\/[\w./-]+$/;

function isWebUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) && !/\s/.test(value);
  } catch {
    return false;
  }
}

function stringKind(value: string): 'url' | 'image' | 'text' {
  if (isWebUrl(value)) return 'url';
  return IMAGE_PATH.test(value) ? 'image' : 'text';
}

/** Where and why an edited value leaves the stored shape: a dotted path inside the value and a Validation key. */
export type ShapeMismatch = { path: string; key: string };

const at = (path: string, part: string | number) => (path ? `${path}.${part}` : String(part));

function recordMismatch(stored: Record<string, unknown>, next: Record<string, unknown>, path: string) {
  const keys = Object.keys(stored).sort();
  const other = Object.keys(next).sort();
  if (keys.length !== other.length || keys.some((k, i) => k !== other[i])) return { path, key: 'shapeMismatch' };
  for (const k of keys) {
    const found = shapeMismatch(stored[k], next[k], at(path, k));
    if (found) return found;
  }
  return null;
}

function listMismatch(items: unknown[], next: unknown[], path: string): ShapeMismatch | null {
  if (items.length === 0) return null;
  for (const [index, item] of next.entries()) {
    if (items.some((model) => !shapeMismatch(model, item))) continue;
    // Named against the stored item in the same place (or the first), whose fields it was edited from.
    return shapeMismatch(items[index] ?? items[0], item, at(path, index));
  }
  return null;
}

function stringMismatch(stored: string, next: string, path: string): ShapeMismatch | null {
  const kind = stringKind(stored);
  if (kind === 'text' || kind === stringKind(next)) return null;
  return { path, key: kind === 'url' ? 'invalidUrl' : 'invalidImage' };
}

/**
 * The first place where `next` leaves the shape of `stored` (same record keys and leaf types; a link stays a
 * web URL, an image path an image path; each list item matches some stored item), or null when it keeps it.
 */
export function shapeMismatch(stored: unknown, next: unknown, path = ''): ShapeMismatch | null {
  const kind = kindOf(stored);
  const nextKind = kindOf(next);
  // Optional values (null) may become anything scalar and back.
  if (kind === 'null' || nextKind === 'null') {
    const scalar = !['array', 'object'].includes(kind) && !['array', 'object'].includes(nextKind);
    return scalar ? null : { path, key: 'shapeMismatch' };
  }
  if (kind !== nextKind) return { path, key: kind === 'number' ? 'invalidType' : 'shapeMismatch' };
  if (kind === 'array') return listMismatch(stored as unknown[], next as unknown[], path);
  if (kind === 'object')
    return recordMismatch(stored as Record<string, unknown>, next as Record<string, unknown>, path);
  if (kind === 'string') return stringMismatch(stored as string, next as string, path);
  return null;
}

/** Whether `next` has the shape of `stored` (see shapeMismatch). */
export function sameShape(stored: unknown, next: unknown): boolean {
  return shapeMismatch(stored, next) === null;
}

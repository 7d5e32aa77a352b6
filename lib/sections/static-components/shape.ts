/** Structural comparison of a stored static component and its edited value. */

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

function sameRecord(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a).sort();
  const other = Object.keys(b).sort();
  if (keys.length !== other.length || keys.some((k, i) => k !== other[i])) return false;
  return keys.every((k) => sameShape(a[k], b[k]));
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

/** Whether `next` has the shape of `stored`: the same record keys and leaf types (a link stays a web URL, an image path an image path); each list item matches some stored item. */
export function sameShape(stored: unknown, next: unknown): boolean {
  const kind = kindOf(stored);
  // Optional values (null) may become anything scalar and back.
  if (kind === 'null' || kindOf(next) === 'null')
    return kindOf(next) !== 'array' && kindOf(next) !== 'object' && kind !== 'array' && kind !== 'object';
  if (kind !== kindOf(next)) return false;
  if (kind === 'array') {
    const items = stored as unknown[];
    if (items.length === 0) return true;
    return (next as unknown[]).every((item) => items.some((model) => sameShape(model, item)));
  }
  if (kind === 'object') return sameRecord(stored as Record<string, unknown>, next as Record<string, unknown>);
  if (kind === 'string')
    return stringKind(stored as string) === 'text' || stringKind(stored as string) === stringKind(next as string);
  return true;
}

/**
 * Pure helpers of the static-component form: what kind of input a stored value gets, the empty copy
 * of a list item a new one starts from, and immutable updates at a path.
 */

/** The input a value is edited with. */
export type ValueKind = 'localized' | 'list' | 'record' | 'image' | 'text' | 'number' | 'boolean' | 'optional';

const IMAGE_PATH = /^\/(uploads|images)\//;

/** Whether a value is a text in both languages. */
export function isLocalized(value: unknown): value is { rus: string; uzb: string } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'rus' && keys[1] === 'uzb';
}

/** How a stored value is edited; `key` names it (an `image` key is an image even when empty). */
export function kindOf(value: unknown, key = ''): ValueKind {
  if (isLocalized(value)) return 'localized';
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'optional';
  if (typeof value === 'object') return 'record';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return key === 'image' || IMAGE_PATH.test(String(value)) ? 'image' : 'text';
}

/** Whether a text is long or HTML, so it gets a text area rather than a line. */
export function isLongText(value: unknown): boolean {
  return typeof value === 'string' && (value.length > 120 || value.includes('\n') || /<[a-z]/i.test(value));
}

/** An empty value of the same shape: texts emptied, numbers 0, lists emptied, a fresh `id`. */
export function blankLike(model: unknown, key = ''): unknown {
  if (key === 'id') return `new-${Date.now().toString(36)}`;
  if (Array.isArray(model)) return [];
  if (model === null) return null;
  if (typeof model === 'object') return Object.fromEntries(Object.entries(model).map(([k, v]) => [k, blankLike(v, k)]));
  if (typeof model === 'number') return 0;
  if (typeof model === 'boolean') return false;
  return '';
}

/** A copy of `root` with the value at `path` (dotted, list indexes as numbers) replaced. */
export function setAt(root: unknown, path: string[], next: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return next;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[Number(head)] = setAt(copy[Number(head)], rest, next);
    return copy;
  }
  const record = (root ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head], rest, next) };
}

/** A list with the item at `from` moved to `to`. */
export function moved<T>(items: T[], from: number, to: number): T[] {
  const copy = [...items];
  copy.splice(to, 0, ...copy.splice(from, 1));
  return copy;
}

/** A short name of a list item for its row: its title or name in the given language, or its first text. */
export function itemName(item: unknown, lang: 'rus' | 'uzb' = 'rus'): string {
  if (typeof item === 'string' || typeof item === 'number') return String(item);
  if (!item || typeof item !== 'object') return '';
  const record = item as Record<string, unknown>;
  for (const key of ['title', 'name', 'text', 'description', 'code']) {
    const value = record[key];
    if (isLocalized(value)) return value[lang] || value.rus;
    if (typeof value === 'string') return value;
  }
  return '';
}

/**
 * An item's data as readable leaves: every text, number and flag under its path, rich text as its words.
 * Client-safe: the history, the conflict view and the audit trail compare items with it.
 */

/** One leaf of an item: its top-level field, the path below it (a language last when there is one) and its text. */
export type Leaf = { field: string; rest: string[]; text: string };

const LANGS = new Set(['rus', 'uzb']);

/** A text as a reader sees it: rich text without its markup, which would hide a change behind tags. */
export function readableText(value: string): string {
  if (!/<[a-z/][^>]*>/i.test(value)) return value;
  return value
    .replace(/<(br|\/p|\/h[1-6]|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function walk(value: unknown, path: string[], out: Map<string, Leaf>, flag: (v: boolean) => string): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) walk(inner, [...path, key], out, flag);
    return;
  }
  const text = typeof value === 'boolean' ? flag(value) : readableText(String(value));
  const [field = '', ...rest] = path;
  out.set(path.join('.'), { field, rest, text });
}

/** The leaves of a value by their dotted path; `flag` names yes and no. */
export function leavesOf(value: unknown, flag: (v: boolean) => string): Map<string, Leaf> {
  const out = new Map<string, Leaf>();
  walk(value, [], out, flag);
  return out;
}

/** Whether a path's last part is a language. */
export function isLanguage(part: string | undefined): part is 'rus' | 'uzb' {
  return part !== undefined && LANGS.has(part);
}

/** One changed leaf: its path, where it sits, and the text before and after ('' when absent). */
export type Change = Leaf & { path: string; before: string; after: string };

/** The leaves that differ between two values, in the order the newer value lists them (removed ones last). */
export function changesBetween(before: unknown, after: unknown, flag: (v: boolean) => string): Change[] {
  const old = leavesOf(before, flag);
  const now = leavesOf(after, flag);
  const changes: Change[] = [];
  for (const [path, leaf] of now) {
    const was = old.get(path)?.text ?? '';
    if (was !== leaf.text) changes.push({ ...leaf, path, before: was, after: leaf.text });
  }
  for (const [path, leaf] of old)
    if (!now.has(path) && leaf.text !== '') changes.push({ ...leaf, path, before: leaf.text, after: '' });
  return changes;
}

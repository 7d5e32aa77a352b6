/** Escaping text for markup we write ourselves (the Atom feed, lists written as one HTML string). */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML or HTML element or a double-quoted attribute; characters XML 1.0 forbids are dropped. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** The words of sanitised rich text, for search boxes, summaries and structured data. */

// Tags that end a block of text: their words must not run into the next block's.
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|table|tr|td|th)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(entity: string, name: string): string {
  const lower = name.toLowerCase();
  if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
  if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
  return NAMED[lower] ?? entity;
}

/**
 * The text of rich-text HTML: block tags become spaces, other tags vanish, the entities the sanitiser
 * writes are decoded and whitespace is collapsed. The HTML is the sanitiser's output, so every tag
 * is well formed; this is not a sanitiser and its result is only ever rendered as text.
 */
export function htmlText(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(ANY_TAG, '')
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Fitting titles and descriptions to what a search result shows: a title past about 70
 * characters is cut off by the engine mid-word, and a description outside 70–160 is either
 * replaced by a snippet the engine picks from the page or cut off.
 */

/** Longest title, site suffix included. */
export const TITLE_MAX = 70;
/** Shortest and longest meta description. */
export const DESCRIPTION_MIN = 70;
export const DESCRIPTION_MAX = 160;

const ELLIPSIS = '…';
// a cut that would keep less than this share of the allowed length is cut mid-word instead
const MIN_KEPT_SHARE = 0.5;

/** Length in characters as a reader counts them (code points, not UTF-16 units). */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** `text` with runs of whitespace as single spaces, trimmed. */
function squeeze(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** `text` at most `max` characters long: cut at the last word boundary that fits, with an ellipsis. */
export function truncateAtWord(text: string, max: number): string {
  const clean = squeeze(text);
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const room = chars.slice(0, max - 1).join('');
  // the cut is at a word boundary when the character after it starts a new word
  const boundary = chars[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  const kept = boundary >= room.length * MIN_KEPT_SHARE ? room.slice(0, boundary) : room;
  // a dangling comma, dash or colon before the ellipsis reads as a typo
  return kept.replace(/[\s,;:—–-]+$/u, '') + ELLIPSIS;
}

/** A page title with the site suffix appended, the page's own part shortened so the whole fits TITLE_MAX. */
export function fitTitle(title: string, suffix: string): string {
  return truncateAtWord(title, TITLE_MAX - charCount(suffix)) + suffix;
}

/** `text` ending as a sentence, so another can follow it. */
function asSentence(text: string): string {
  return /[.!?…]$/u.test(text) ? text : `${text}.`;
}

/**
 * A description DESCRIPTION_MIN–MAX characters long: the non-empty parts in order, each next one
 * added only while the text is still too short, then cut at a word boundary to DESCRIPTION_MAX.
 * The last part is the fallback that makes a short page's description long enough.
 */
export function composeDescription(parts: readonly string[]): string {
  let text = '';
  for (const part of parts.map(squeeze).filter(Boolean)) {
    if (charCount(text) >= DESCRIPTION_MIN) break;
    text = text ? `${asSentence(text)} ${part}` : part;
  }
  return truncateAtWord(text, DESCRIPTION_MAX);
}

/** A word-by-word difference of two texts, so a reader sees what was removed and what was added. Client-safe. */

/** A run of text kept, removed or added. */
export type Piece = { kind: 'same' | 'removed' | 'added'; text: string };

// Past this many words each, the table of common words would grow too large: the texts are shown whole.
const MAX_WORDS = 600;

const split = (text: string) => text.split(/(\s+)/).filter((t) => t !== '');

function push(pieces: Piece[], kind: Piece['kind'], text: string): void {
  const last = pieces[pieces.length - 1];
  if (last && last.kind === kind) last.text += text;
  else pieces.push({ kind, text });
}

/** The pieces turning `before` into `after`: kept words, removed words and added words, in reading order. */
export function wordDiff(before: string, after: string): Piece[] {
  const a = split(before);
  const b = split(after);
  if (a.length > MAX_WORDS || b.length > MAX_WORDS) {
    const whole: Piece[] = [];
    if (before) whole.push({ kind: 'removed', text: before });
    if (after) whole.push({ kind: 'added', text: after });
    return whole;
  }
  // common[i][j]: how many words a[i..] and b[j..] share in order
  const common = Array.from({ length: a.length + 1 }, () => new Uint16Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const pieces: Piece[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(pieces, 'same', a[i]!);
      i++;
      j++;
    } else if (common[i + 1]![j]! >= common[i]![j + 1]!) push(pieces, 'removed', a[i++]!);
    else push(pieces, 'added', b[j++]!);
  }
  while (i < a.length) push(pieces, 'removed', a[i++]!);
  while (j < b.length) push(pieces, 'added', b[j++]!);
  return pieces;
}

/**
 * The account holder's name as the payment step shows it: enough for the payer to recognise the
 * account ("А*** К***"), too little to learn whose it is from a guessed login.
 */

const HIDDEN = '***';

/** Each word of the name reduced to its first letter and three stars; an empty name stays empty. */
export function maskHolder(name: string | null | undefined): string {
  return (name ?? '')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0]!.toLocaleUpperCase()}${HIDDEN}`)
    .join(' ');
}

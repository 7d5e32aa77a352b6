/**
 * New tracking references. No '@/' imports: the database schema uses this as the column's
 * default and drizzle-kit loads the schema without the alias.
 */
import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from './alphabet';

/** A fresh random reference such as TN-7K3P9; uniqueness is the database's unique index. */
export function newReference(): string {
  let body = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) body += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `TN-${body}`;
}

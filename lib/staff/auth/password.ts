/** Password hashing with argon2id (OWASP parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

const ARGON2ID = 2; // @node-rs/argon2 Algorithm.Argon2id; a const enum cannot be imported under isolatedModules
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored hash; false for a malformed hash. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A random password of 20 URL-safe characters (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}

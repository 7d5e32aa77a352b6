/**
 * Encryption at rest of the staff TOTP secrets (AES-256-GCM). The key is kept like the captcha key:
 * TWO_FACTOR_KEY wins when set, otherwise one is generated once and kept in the database's
 * `secrets` table, shared by every instance. A database dump alone then never holds a usable secret
 * when the key is given through the environment.
 */
import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { sharedSecret } from '@/lib/platform/secrets/shared-secret';

const NAME = 'two-factor-key';

async function keyOf(db: Db): Promise<Buffer> {
  const text = env().TWO_FACTOR_KEY ?? (await sharedSecret(db, NAME, () => randomBytes(32).toString('hex')));
  return createHash('sha256').update(text).digest();
}

/** Encrypts a secret for storage: `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export async function sealSecret(db: Db, plain: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Decrypts a stored secret; throws when it was not sealed with this installation's key. */
export async function openSecret(db: Db, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

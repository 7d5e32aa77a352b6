/**
 * The HMAC secret that signs ALTCHA challenges (and, derived from it, the Open Graph picture
 * addresses). ALTCHA_HMAC_KEY wins when set. Otherwise a random key is generated once and kept in
 * the database's `secrets` table, so every instance on the database signs and accepts the same
 * challenges and they survive restarts; the key file of an installation from before
 * (`${DATA_DIR}/altcha.key`) is taken over on its first start, so its open challenges keep working.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getDb } from '@/lib/platform/db';
import type { Db } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { sharedSecret } from '@/lib/platform/secrets/shared-secret';

const NAME = 'altcha-hmac-key';
// On globalThis: Next bundles route handlers and pages separately, and each must see the one loaded at start.
const LOADED = Symbol.for('isp-site.captcha-secret');
type Holder = { [LOADED]?: { db: Db; secret: string } };

/** The key file an installation from before kept, when there is one worth keeping. */
function keyFileOf(dataDir: string): string | undefined {
  if (dataDir === 'memory:') return undefined;
  try {
    const existing = readFileSync(path.resolve(dataDir, 'altcha.key'), 'utf8').trim();
    return existing.length >= 32 ? existing : undefined;
  } catch {
    return undefined;
  }
}

/** Makes the database hold the installation's captcha key (taking over DATA_DIR/altcha.key, else a new one); answers it. */
export function ensureCaptchaKey(db: Db, dataDir: string): Promise<string> {
  return sharedSecret(db, NAME, () => keyFileOf(dataDir) ?? randomBytes(32).toString('hex'));
}

/** The challenge-signing secret of this installation, read from the database once per process. */
export async function captchaSecret(): Promise<string> {
  const configured = env().ALTCHA_HMAC_KEY;
  if (configured) return configured;
  const holder = globalThis as Holder;
  const db = await getDb();
  if (holder[LOADED]?.db !== db) holder[LOADED] = { db, secret: await ensureCaptchaKey(db, env().DATA_DIR) };
  return holder[LOADED].secret;
}

/** The secret for code that cannot wait (page metadata): the configured one, or the one start-up loaded. */
export function loadedCaptchaSecret(): string {
  const secret = env().ALTCHA_HMAC_KEY ?? (globalThis as Holder)[LOADED]?.secret;
  if (!secret)
    throw new Error('the captcha secret is read at start-up (lib/ops/start-up/server-start.ts) before it is used');
  return secret;
}

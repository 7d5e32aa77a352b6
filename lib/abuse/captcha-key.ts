/**
 * The HMAC secret that signs ALTCHA challenges. ALTCHA_HMAC_KEY wins when set (needed when
 * several app instances share one database). Otherwise a random key is generated on first use
 * and kept in `${DATA_DIR}/altcha.key` (mode 600), so challenges survive a restart; with
 * DATA_DIR=memory: (tests) the key lives only in this process.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';

let cached: string | undefined;

function loadOrCreate(dataDir: string): string {
  if (dataDir === 'memory:') return randomBytes(32).toString('hex');
  const file = path.resolve(dataDir, 'altcha.key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: no key yet
  }
  const key = randomBytes(32).toString('hex');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** The challenge-signing secret of this installation. */
export function captchaSecret(): string {
  cached ??= env().ALTCHA_HMAC_KEY ?? loadOrCreate(env().DATA_DIR);
  return cached;
}

/**
 * Preview links: `{section}.{id}.{expiry}.{signature}`, signed with a key every instance shares
 * (the `secrets` table), so a link made on one instance opens on any. A link names one item and
 * lapses after an hour; anything else — a changed character, another item, a past expiry — reads
 * as no link at all.
 */
import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/platform/db/client';
import { sharedSecret } from '@/lib/platform/secrets/shared-secret';
import { isPreviewSection, type PreviewSection } from './sections';

/** How long a preview link opens its item. */
export const PREVIEW_LIFETIME_MS = 60 * 60_000;

const KEY_NAME = 'preview-link-key';
const TOKEN = /^([a-z]+)\.([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/;

/** The item a link names. */
export type PreviewTarget = { section: PreviewSection; id: number };
/** The item a valid link opens, and until when (epoch ms). */
export type VerifiedPreview = PreviewTarget & { expires: number };

async function signature(db: Db, payload: string): Promise<Buffer> {
  const key = await sharedSecret(db, KEY_NAME, () => randomBytes(32).toString('hex'));
  return createHmac('sha256', key).update(payload).digest();
}

/** A link token for `target`, valid until `now` plus an hour; answers it with that moment. */
export async function signPreview(db: Db, target: PreviewTarget, now = Date.now()) {
  const expires = Math.floor((now + PREVIEW_LIFETIME_MS) / 1000);
  const payload = `${target.section}.${target.id}.${expires}`;
  const token = `${payload}.${(await signature(db, payload)).toString('base64url')}`;
  return { token, expiresAt: new Date(expires * 1000) };
}

/** The item `token` opens at `now`, or null when it is malformed, altered or expired. */
export async function verifyPreview(db: Db, token: string, now = Date.now()): Promise<VerifiedPreview | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, section, id, expires, signed] = match as unknown as [string, string, string, string, string];
  if (!isPreviewSection(section) || Number(expires) * 1000 <= now) return null;
  const expected = await signature(db, `${section}.${id}.${expires}`);
  // Compared as the text it is sent as: decoding first would ignore the last character's unused
  // bits, so a link with that character changed would still pass.
  const given = Buffer.from(signed);
  const wanted = Buffer.from(expected.toString('base64url'));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return { section, id: Number(id), expires: Number(expires) * 1000 };
}

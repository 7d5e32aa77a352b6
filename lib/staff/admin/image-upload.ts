/**
 * Image uploads of the admin (slides, news, partner logos): JPEG, PNG or WebP recognised by their
 * first bytes (the name and declared type are ignored), at most 2 MB, resized to at most 1600 px
 * wide and re-encoded as WebP under a random name, so what is served is always an image we made.
 * The WebP is kept in the database (lib/platform/files), so every instance serves it.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { fail } from '@/lib/platform/errors/domain-error';
import { getDb } from '@/lib/platform/db';
import { putFile } from '@/lib/platform/files/store';
import { writeAudit } from '@/lib/staff/admin/audit';
import type { Staff } from '@/lib/staff/auth/session';
import type { Db } from '@/lib/platform/db/client';
import { registerMedia } from '@/lib/content/media/register';
import { MEDIA } from '@/lib/content/media/rights';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const MAX_WIDTH = 1600;

/** The image type of a buffer by its magic bytes, or null. */
export function imageType(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

// A name the library shows: the uploaded file's own, without folders or control characters.
function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .trim()
      .slice(0, 200) || 'image'
  );
}

/** Checks, converts and stores an image, entered in the media library under its uploaded name (audited); answers its public path. */
export async function storeImage(bytes: Uint8Array, upload: { name: string; staff: Staff }): Promise<string> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw fail('payload_too_large');
  if (!imageType(bytes)) throw fail('unsupported_media');
  let output: { data: Buffer; info: { width: number; height: number } };
  // loaded on first use, as in lib/content/media/register.ts: libvips stays out of a server no one uploads to
  const { default: sharp } = await import('sharp');
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw fail('unsupported_media');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const path = `/uploads/images/${name}`;
  const { data, info } = output;
  await (
    await getDb()
  ).transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await putFile(tx, { kind: 'image', name, contentType: 'image/webp', bytes: data });
    const media = { path, name: displayName(upload.name), contentType: 'image/webp', size: data.byteLength };
    const now = new Date();
    await registerMedia(tx, {
      ...media,
      width: info.width,
      height: info.height,
      uploadedBy: upload.staff.email,
      unusedSince: now,
    });
    await writeAudit(tx, upload.staff, { section: MEDIA, itemId: path, action: 'upload', before: null, after: media });
  });
  return path;
}

/**
 * Image uploads of the admin (slides, news, partner logos): JPEG, PNG or WebP recognised by their
 * first bytes (the name and declared type are ignored), at most 2 MB, resized to at most 1600 px
 * wide and re-encoded as WebP under a random name, so what is served is always an image we made.
 * The WebP is kept in the database (lib/files), so every instance serves it.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { apiError } from '@/lib/api/errors';
import { getDb } from '@/lib/db';
import { putFile } from '@/lib/files/store';

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

/** Checks, converts and stores an image; answers its public path. */
export async function storeImage(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw apiError('payload_too_large');
  if (!imageType(bytes)) throw apiError('unsupported_media');
  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw apiError('unsupported_media');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await putFile(await getDb(), { kind: 'image', name, contentType: 'image/webp', bytes: output });
  return `/uploads/images/${name}`;
}

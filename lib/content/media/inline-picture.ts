/**
 * A page's first picture inside its HTML. A picture fetched after the page costs a phone one more
 * round trip before anything is seen of it, and on a slow mobile line a round trip costs more than
 * many kilobytes of transfer. So when the picture, at the width a phone shows it, is small (as the
 * demo content's illustrations are), it is written into the page as a WebP data URI; a larger one
 * (a photograph) would weigh down the HTML every visitor loads, and keeps its own request.
 * Both kinds of source are immutable under their path (uploads get random names, bundled pictures
 * change only with a build), so each is encoded once per process.
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { getDb } from '@/lib/platform/db';
import { fileBytes, fileFacts } from '@/lib/platform/files/read';
import { bundledFile } from './bundled-file';

/** The width a phone shows a full-width picture at: next/image's size for a 414 px screen at twice its density. */
export const INLINE_WIDTH = 828;
/** The largest encoded picture written into a page (as bundlers inline small assets); base64 makes it a third larger, and it is in the page twice (the HTML and its inline data). */
export const INLINE_MAX_BYTES = 8 * 1024;
// next/image's default quality, so an inline picture looks as the optimised one would.
const QUALITY = 75;
const REMEMBERED = 64;
const UPLOADS = '/uploads/images/';

const encoded = new Map<string, Promise<string | null>>();

async function sourceBytes(sitePath: string, publicDir: string): Promise<Uint8Array | null> {
  if (sitePath.startsWith(UPLOADS)) {
    const db = await getDb();
    const facts = await fileFacts(db, 'image', sitePath.slice(UPLOADS.length));
    return facts ? fileBytes(db, facts.id) : null;
  }
  const file = bundledFile(publicDir, sitePath);
  return file ? fs.readFile(file).catch(() => null) : null;
}

async function encode(sitePath: string, publicDir: string): Promise<string | null> {
  const bytes = await sourceBytes(sitePath, publicDir);
  if (!bytes) return null;
  // loaded on first use, as for uploads (lib/staff/admin/image-upload.ts): only pages with a picture need libvips
  const { default: sharp } = await import('sharp');
  // each picture is encoded once per process: libvips' operation cache and a thread per core would only hold memory
  sharp.cache(false);
  sharp.concurrency(1);
  const webp = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .resize({ width: INLINE_WIDTH, withoutEnlargement: true })
    .webp({ quality: QUALITY })
    .toBuffer();
  return webp.byteLength <= INLINE_MAX_BYTES ? `data:image/webp;base64,${webp.toString('base64')}` : null;
}

/**
 * The picture at `sitePath` (a bundled `/images/…` or an uploaded `/uploads/images/…`) as a data URI
 * at the width a phone shows it, or null when it is larger than a page should carry, unknown or unreadable.
 */
export function inlinePicture(
  sitePath: string,
  publicDir = path.resolve(process.cwd(), 'public'),
): Promise<string | null> {
  const key = `${publicDir}\n${sitePath}`;
  let found = encoded.get(key);
  if (!found) {
    // a picture that cannot be read now is shown by its own request and tried again on the next render
    found = encode(sitePath, publicDir).catch(() => {
      encoded.delete(key);
      return null;
    });
    if (encoded.size >= REMEMBERED) encoded.delete(encoded.keys().next().value!);
    encoded.set(key, found);
  }
  return found;
}

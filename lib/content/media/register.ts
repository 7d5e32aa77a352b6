/**
 * Entries of the media library: an upload is entered as it is stored; at set-up the images from
 * before the library (stored uploads, and the bundled pictures the demo content shows) are entered
 * once, with what can be read of them.
 */
import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { storedFiles } from '@/lib/platform/files/table';
import { bundledFile } from './bundled-file';
import { mediaFiles } from './table';
import { mediaUses } from './uses';

/** What is known of an image when it is entered. */
export type NewMedia = {
  path: string;
  name: string;
  contentType: string;
  size: number | null;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
  uploadedAt?: Date;
  /** Set for a fresh upload: unused until an item shows it, so one never picked goes with the clean-up. */
  unusedSince?: Date;
};

/** Enters an image in the library; one already there is kept as it is. */
export async function registerMedia(db: Db, media: NewMedia): Promise<void> {
  await db
    .insert(mediaFiles)
    .values({ ...media, uploadedAt: media.uploadedAt ?? new Date() })
    .onConflictDoNothing();
}

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.gif': 'image/gif',
};

async function dimensions(input: Uint8Array | string): Promise<{ width: number | null; height: number | null }> {
  try {
    // loaded on first use: libvips and its thread pool would otherwise sit in every server from start-up
    const { default: sharp } = await import('sharp');
    const meta = await sharp(input).metadata();
    return { width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

/** The facts of a bundled picture under `publicDir`, or nothing known when the build does not hold it here. */
async function bundledFacts(publicDir: string, sitePath: string) {
  const unknown = { size: null, width: null, height: null };
  const file = bundledFile(publicDir, sitePath);
  if (!file) return unknown;
  try {
    const stat = await fs.stat(file);
    return { size: stat.size, ...(await dimensions(file)) };
  } catch {
    return unknown;
  }
}

async function enterStoredUploads(db: Db, known: Set<string>): Promise<number> {
  const rows = await db
    .select({
      name: storedFiles.name,
      type: storedFiles.contentType,
      size: storedFiles.size,
      at: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(eq(storedFiles.kind, 'image'));
  let entered = 0;
  for (const row of rows) {
    const sitePath = `/uploads/images/${row.name}`;
    if (known.has(sitePath)) continue;
    const [file] = await db
      .select({ data: storedFiles.data })
      .from(storedFiles)
      .where(and(eq(storedFiles.kind, 'image'), eq(storedFiles.name, row.name)));
    const size = await dimensions(file ? new Uint8Array(file.data) : new Uint8Array());
    const media = { path: sitePath, name: path.posix.basename(row.name), contentType: row.type, size: row.size };
    await registerMedia(db, { ...media, ...size, uploadedBy: null, uploadedAt: row.at });
    known.add(sitePath);
    entered += 1;
  }
  return entered;
}

async function enterBundledPictures(db: Db, known: Set<string>, publicDir: string): Promise<number> {
  let entered = 0;
  for (const sitePath of (await mediaUses(db)).keys()) {
    if (known.has(sitePath) || !sitePath.startsWith('/images/')) continue;
    const contentType = TYPES[path.posix.extname(sitePath).toLowerCase()];
    if (!contentType) continue;
    const facts = await bundledFacts(publicDir, sitePath);
    await registerMedia(db, {
      path: sitePath,
      name: path.posix.basename(sitePath),
      contentType,
      ...facts,
      uploadedBy: null,
    });
    known.add(sitePath);
    entered += 1;
  }
  return entered;
}

/** Enters the stored uploads and the bundled pictures the content shows that the library lacks; answers how many. */
export async function enterExistingImages(db: Db, publicDir = path.resolve(process.cwd(), 'public')): Promise<number> {
  const known = new Set((await db.select({ path: mediaFiles.path }).from(mediaFiles)).map((row) => row.path));
  return (await enterStoredUploads(db, known)) + (await enterBundledPictures(db, known, publicDir));
}

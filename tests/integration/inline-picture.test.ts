/**
 * A page's first picture travels inside its HTML when it is small at a phone's width: a bundled or an
 * uploaded picture comes back as a WebP data URI of at most that width; a photograph too large for a
 * page, a path outside the public folder, a missing or broken file come back as null (shown by request).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INLINE_MAX_BYTES, INLINE_WIDTH, inlinePicture } from '@/lib/content/media/inline-picture';
import { putFile } from '@/lib/platform/files/store';
import { setupTestDatabase } from './helpers/database';

const db = setupTestDatabase();
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'isp-inline-'));
const publicDir = path.join(root, 'public');

/** A flat-coloured illustration, as the demo pictures are: small once encoded. */
const illustration = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 90, b: 20 } } })
    .webp()
    .toBuffer();

/** A picture of noise, as hard to compress as a photograph. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 7919 + ((i * i) % 251)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .webp({ quality: 90 })
    .toBuffer();
}

async function decoded(uri: string | null) {
  expect(uri).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
  const bytes = Buffer.from(uri!.split(',')[1]!, 'base64');
  expect(bytes.byteLength).toBeLessThanOrEqual(INLINE_MAX_BYTES);
  return sharp(bytes).metadata();
}

beforeAll(async () => {
  fs.mkdirSync(path.join(publicDir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(publicDir, 'images', 'wide.webp'), await illustration(2400, 1260));
  fs.writeFileSync(path.join(publicDir, 'images', 'small.webp'), await illustration(400, 225));
  fs.writeFileSync(path.join(publicDir, 'images', 'photo.webp'), await noise(1600, 900));
  fs.writeFileSync(path.join(publicDir, 'images', 'broken.webp'), 'not a picture');
  fs.writeFileSync(path.join(root, 'secret.webp'), await illustration(100, 100));
  await putFile(db(), {
    kind: 'image',
    name: 'uploaded.webp',
    contentType: 'image/webp',
    bytes: await illustration(1600, 900),
  });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('inlinePicture', () => {
  it('writes a bundled picture as WebP at the width a phone shows it, keeping its proportions', async () => {
    const meta = await decoded(await inlinePicture('/images/wide.webp', publicDir));
    expect(meta).toMatchObject({
      format: 'webp',
      width: INLINE_WIDTH,
      height: Math.round((INLINE_WIDTH * 1260) / 2400),
    });
  });

  it('never enlarges a picture narrower than that', async () => {
    expect(await decoded(await inlinePicture('/images/small.webp', publicDir))).toMatchObject({
      width: 400,
      height: 225,
    });
  });

  it('reads an uploaded picture from the database', async () => {
    expect(await decoded(await inlinePicture('/uploads/images/uploaded.webp', publicDir))).toMatchObject({
      width: INLINE_WIDTH,
    });
  });

  it('leaves a photograph too large for the page to its own request', async () => {
    const direct = await sharp(await noise(1600, 900))
      .resize({ width: INLINE_WIDTH })
      .webp({ quality: 75 })
      .toBuffer();
    expect(direct.byteLength).toBeGreaterThan(INLINE_MAX_BYTES);
    expect(await inlinePicture('/images/photo.webp', publicDir)).toBeNull();
  });

  it('answers null for a missing, broken or outside file and for another site’s address', async () => {
    for (const sitePath of [
      '/images/none.webp',
      '/images/broken.webp',
      '/../secret.webp',
      '/images/../../secret.webp',
      '/uploads/images/none.webp',
      'https://example.com/picture.webp',
    ])
      expect(await inlinePicture(sitePath, publicDir), sitePath).toBeNull();
  });
});

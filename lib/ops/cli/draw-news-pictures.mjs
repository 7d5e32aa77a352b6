#!/usr/bin/env node
// @ts-check
/**
 * `node lib/ops/cli/draw-news-pictures.mjs`: draws the demo news pictures (lib/content/news-art/scenes.mjs) and writes
 * them to public/images/news as WebP at twice the picture size, so they stay sharp on wide and dense
 * screens. Run when a scene or a colour token changes; the WebP files are committed.
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { colorTokens } from '../../content/news-art/draw.mjs';
import { newsScenes } from '../../content/news-art/scenes.mjs';

for (const [name, picture] of Object.entries(newsScenes(colorTokens()))) {
  const webp = await sharp(Buffer.from(picture), { density: 144 }).webp({ quality: 88 }).toBuffer();
  writeFileSync(`public/images/news/${name}.webp`, webp);
  console.log(`public/images/news/${name}.webp`, webp.length);
}

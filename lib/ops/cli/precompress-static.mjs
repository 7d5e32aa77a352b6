#!/usr/bin/env node
// @ts-check
/**
 * `npm run build`'s step after `next build`: the brotli and gzip copies of the build's immutable
 * assets (lib/platform/server/precompress.mjs), which the server then sends from memory. `npm start` runs it
 * itself for a build that lacks them (a bare `next build`).
 */
import { precompressStatic } from '../../platform/server/precompress.mjs';

const started = Date.now();
const totals = await precompressStatic(process.cwd());
console.log(
  `Precompressed ${totals.files} build assets: ${Math.round(totals.raw / 1024)} KB → ${Math.round(totals.br / 1024)} KB brotli (${Date.now() - started} ms).`,
);

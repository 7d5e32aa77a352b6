/**
 * The download's body: random bytes that no compressor can shrink, made cheaply. One random block
 * is drawn once per process and sent over and over (as LibreSpeed does); it is larger than the
 * window of gzip and of brotli's default, so even a compressing proxy finds no repeat to use.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';

const BLOCK_BYTES = 4 * 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
let block: Buffer | undefined;

/** The process's random block (drawn on first use). */
export function randomBlock(): Buffer {
  return (block ??= randomBytes(BLOCK_BYTES));
}

/** A stream of exactly `total` random bytes, produced as the reader takes them. */
export function randomByteStream(total: number): ReadableStream<Uint8Array> {
  const source = randomBlock();
  let sent = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const start = sent % BLOCK_BYTES;
        const size = Math.min(CHUNK_BYTES, total - sent, BLOCK_BYTES - start);
        // a view, never a copy: the block is never written to again
        controller.enqueue(source.subarray(start, start + size));
        sent += size;
        if (sent >= total) controller.close();
      },
    },
    { highWaterMark: 4 },
  );
}

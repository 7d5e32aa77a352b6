/**
 * How far V8 lets the heap grow past what the last full collection kept. By default the factor
 * rises to up to 4× when collections are cheap, and under a benchmark's load this server (live
 * heap ~55–75 MB) let its old space grow to ~220 MB between full collections: peak RSS ~500 MB
 * against the 400 MB budget of issue #6. A fixed 1.5× keeps the heap near its live size; the extra
 * full collections (about two a second under 100 connections, 10–20 ms each, mostly concurrent)
 * did not change throughput measurably here (peak RSS 310–330 MB, req/s within the run-to-run noise).
 * V8 reads this flag each time it sets the next limit, so setting it at run time takes effect.
 */
import v8 from 'node:v8';

const HEAP_GROWING_PERCENT = 50;

/** Makes V8 collect the heap once it is 1.5× what the last full collection kept. */
export function keepHeapNearLiveSize() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

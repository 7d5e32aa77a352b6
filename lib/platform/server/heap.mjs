// @ts-check
/**
 * How far V8 lets the heap grow past what the last full collection kept. By default the factor
 * rises to up to 4× when collections are cheap, and under a benchmark's load this server let its
 * old space grow to several times its live size between full collections, past the memory budget
 * (docs/performance.md, "Memory"). A fixed 1.5× keeps the heap near its live size; the extra full
 * collections are short and mostly concurrent, and did not change throughput measurably.
 * V8 reads this flag each time it sets the next limit, so setting it at run time takes effect.
 */
import v8 from 'node:v8';

const HEAP_GROWING_PERCENT = 50;

/** Makes V8 collect the heap once it is 1.5× what the last full collection kept. */
export function keepHeapNearLiveSize() {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

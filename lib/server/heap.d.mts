/** Types of heap.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
/** Makes V8 collect the heap once it is 1.5× what the last full collection kept. */
export function keepHeapNearLiveSize(): void;

import { afterEach, vi } from 'vitest';

// Route handlers run here outside Next's server, which owns the data cache: reads go straight
// to the database and expirations are recorded so tests can assert which tags a save expires.
// The real cache (and its expiry on save) is exercised end to end by the Playwright specs.
export const expiredTags: string[] = [];
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: (tag: string) => {
    expiredTags.push(tag);
  },
  revalidatePath: () => {},
}));

// The content API shares reads between requests in one process (lib/content/shared-read.ts); each
// test starts as a fresh process would, so rows a test writes straight to the database are seen.
afterEach(async () => {
  const { forgetSharedReads } = await import('@/lib/content/shared-read');
  forgetSharedReads();
});

import { vi } from 'vitest';

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

import pg from 'pg';
import { afterEach, vi } from 'vitest';

// On a PostgreSQL server each vitest worker has a database of its own (`<name>_w<worker>`, made
// here the first time), so test files run in parallel there as they do on PGlite: every file
// resets its worker's database, and no two files ever share one at once.
const serverUrl = process.env.TEST_DATABASE_URL;
const worker = process.env.VITEST_POOL_ID;
if (serverUrl && worker && !process.env.TEST_DATABASE_WORKER) {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1)}_w${worker}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`create database "${name}"`).catch((error: { code?: string }) => {
    // 42P04: made by an earlier file of this worker; 23505: by another worker's race for the same name
    if (error.code !== '42P04' && error.code !== '23505') throw error;
  });
  await client.end();
  url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  process.env.TEST_DATABASE_WORKER = worker;
}

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

// The content API shares reads between requests in one process (lib/content/site/shared-read.ts); each
// test starts as a fresh process would, so rows a test writes straight to the database are seen.
afterEach(async () => {
  const { forgetSharedReads } = await import('@/lib/content/site/shared-read');
  forgetSharedReads();
});

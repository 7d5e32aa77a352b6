/**
 * Declares one test per fuzz case: 500 generated malformed requests (fast-check; FUZZ_SEED replays
 * another seed), each answered with a translated 4xx envelope and never a 5xx, and nothing stored
 * in any table or upload folder. Admin cases run as a signed-in developer so the body reaches
 * validation; every request comes from its own address so the per-IP limits stay out of the way.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { CONTENT_SECTIONS } from '@/lib/content/sections';
import { listItems } from '@/lib/staff/admin/section-items';
import { addresses } from '@/lib/platform/db/schema';
import { ensureAccount, login } from '../helpers/admin';
import { setupTestDatabase } from '../helpers/database';
import { fuzz, shareOf } from '../helpers/fuzz/run';
import { storedState } from '../helpers/stored-state';
import type { FuzzCase, FuzzContext } from './case';
import { writeRoutes, type WriteRoute } from './write-routes';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const NUM_RUNS = 500;

// Each case's seed follows from its title, so adding or moving a case does not change the others'.
const seedOf = (title: string) => [...title].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED) & 0x7fffffff;

/** The test title of a case. */
export const titleOf = (c: FuzzCase) => `${c.method} ${c.route}: ${c.name}`;

/** Declares the cases' tests on a fresh, seeded database of this test file. */
export function fuzzCases(cases: FuzzCase[]): void {
  const db = setupTestDatabase();
  let routes: WriteRoute[] = [];
  let ctx: FuzzContext;
  let cookie = '';

  beforeAll(async () => {
    routes = await writeRoutes();
    await ensureAccount(db(), 'fuzz-dev@example.uz', 'developer');
    cookie = (await login('fuzz-dev@example.uz')).cookie;
    const items = Object.fromEntries(
      await Promise.all(CONTENT_SECTIONS.map(async (s) => [s, (await listItems(db(), s))[0]!])),
    );
    const [address] = await db()
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.inCoverage, true))
      .limit(1);
    ctx = { items, addressId: address!.id, userId: await ensureAccount(db(), 'fuzz-target@example.uz', 'hr') };
  }, 120_000);

  for (const c of cases) {
    it(
      titleOf(c),
      async () => {
        const route = routes.find((r) => r.route === c.route && r.method === c.method);
        expect(route, 'no such handler').toBeDefined();
        const before = await storedState(db());
        const tally = await fuzz(route!.handler, c.method, c.requests(ctx), c, {
          seed: seedOf(titleOf(c)),
          numRuns: NUM_RUNS,
          cookie: c.staff ? cookie : undefined,
        });
        expect(await storedState(db())).toEqual(before);
        expect(({} as Record<string, unknown>).polluted, 'Object.prototype was polluted').toBeUndefined();
        // most requests must be refused for their content, none stopped by the per-IP limits instead
        expect(shareOf(tally, c.refusals), JSON.stringify(tally)).toBeGreaterThan(0.5);
        expect(tally[429], JSON.stringify(tally)).toBeUndefined();
      },
      120_000,
    );
  }
}

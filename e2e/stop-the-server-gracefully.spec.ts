/**
 * Graceful stop (issue #7 item 15): on SIGTERM — to `npm start`'s process or to a bare `next start` —
 * the server refuses new connections, still answers the request in flight in full, closes the
 * database cleanly and exits 0.
 */
import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { startFakeBilling } from '../tests/integration/helpers/fake-billing';
import { formHeaders } from '../tests/helpers/visitor-traffic.mjs';
import { freshSiteDatabase } from './helpers/server-database';
import { pgliteShutDownCleanly, sparePort, startSite, type Launcher } from './helpers/site-process';

const BILLING_DELAY_MS = 3_000;

/** Whether a new TCP connection to `port` is refused within `withinMs` (connections already open may still be served). */
async function refusesNewConnections(port: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const variants: { launcher: Launcher; database: 'PGlite' | 'PostgreSQL'; port: number }[] = [
  { launcher: 'start.mjs', database: 'PGlite', port: sparePort(4) },
  { launcher: 'next start', database: 'PGlite', port: sparePort(5) },
  { launcher: 'next start', database: 'PostgreSQL', port: sparePort(6) },
];

for (const { launcher, database, port } of variants) {
  test(`${launcher} on ${database}: SIGTERM finishes the request in flight, refuses new ones, closes the database, exits 0`, async () => {
    test.setTimeout(120_000);
    const { dataDir, env, drop } = await freshSiteDatabase(database, `stop_${port}`);
    const billing = await startFakeBilling(BILLING_DELAY_MS);
    const site = await startSite(launcher, port, { ...env, BILLING_URL: billing.url });
    try {
      billing.state.mode = 'slow';
      // a payment check held for three seconds by billing: in flight when the stop signal comes
      let settled = false;
      const inFlight = fetch(`${site.base}/api/v1/billing/check/login_for_payment`, {
        method: 'POST',
        headers: formHeaders('10.1.2.3'),
        body: JSON.stringify({ prefix: 'x', login: '100001' }),
      }).finally(() => (settled = true));
      await expect.poll(() => billing.hits('/check/login_for_payment')).toBe(1);

      site.child.kill('SIGTERM');
      expect(await refusesNewConnections(port, 2_500)).toBe(true);
      expect(settled).toBe(false);

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({ status: 'ok', data: { found: true, technology: 'FTTx' } });
      expect(await site.exited).toEqual({ code: 0, signal: null });
      expect(site.output()).toContain('database closed');
      if (database === 'PGlite') {
        expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
        expect(pgliteShutDownCleanly(dataDir)).toBe(true);
      }
    } finally {
      site.crash();
      await billing.close();
      await drop();
    }
  });
}

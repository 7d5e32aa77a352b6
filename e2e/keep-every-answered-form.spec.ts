/**
 * Durability (issue #7 item 14): 200 concurrent form submissions, the server SIGKILLed once about
 * half were answered, restarted on the same data; every submission that was answered 'ok' must be
 * in the database. Runs on the embedded database (PGlite) and on a PostgreSQL server.
 */
import { expect, test } from '@playwright/test';
import { openDb } from '../lib/platform/db/client';
import { connectionRequests, contactMessages, serviceEvaluations } from '../lib/platform/db/schema';
import {
  formHeaders,
  formSubmission,
  solvedCaptchas,
  visitorIp,
  type FormKind,
} from '../tests/helpers/visitor-traffic.mjs';
import { freshSiteDatabase } from './helpers/server-database';
import { sparePort, startSite } from './helpers/site-process';

const SUBMISSIONS = 200;
const KILL_AFTER_ANSWERS = SUBMISSIONS / 2;
const KINDS: FormKind[] = ['contact', 'connection', 'rating'];
// The smallest allowed proof of work keeps 134 solves quick; the server checks a solution at the same cost either way.
const SERVER_ENV = { ALTCHA_MAX_NUMBER: '2000', LOG_LEVEL: 'warn' };

type Outcome = { kind: FormKind; tag: string; ok: boolean };

/** Sends every submission at once and SIGKILLs the server as soon as `KILL_AFTER_ANSWERS` got their answer. */
async function burstThenCrash(base: string, run: string, captchas: string[], crash: () => void): Promise<Outcome[]> {
  let answered = 0;
  const send = async (i: number): Promise<Outcome> => {
    const kind = KINDS[i % KINDS.length]!;
    const tag = `${run}-${i}`;
    const form = formSubmission(kind, tag, kind === 'rating' ? undefined : captchas.pop());
    try {
      const res = await fetch(`${base}${form.path}`, {
        method: 'POST',
        headers: formHeaders(visitorIp(i), form.headers),
        body: JSON.stringify(form.body),
      });
      const body = (await res.json()) as { status?: string };
      return { kind, tag, ok: res.ok && body.status === 'ok' };
    } catch {
      return { kind, tag, ok: false }; // the connection died with the server: not answered
    } finally {
      if (++answered === KILL_AFTER_ANSWERS) crash();
    }
  };
  return Promise.all(Array.from({ length: SUBMISSIONS }, (_, i) => send(i)));
}

/** The tags of the submissions stored in the database, per kind. */
async function storedTags(target: { databaseUrl?: string; dataDir: string }): Promise<Record<FormKind, Set<string>>> {
  const open = await openDb(target);
  try {
    const contact = await open.db.select({ tag: contactMessages.message }).from(contactMessages);
    const connection = await open.db.select({ tag: connectionRequests.idempotencyKey }).from(connectionRequests);
    const rating = await open.db.select({ tag: serviceEvaluations.eventId }).from(serviceEvaluations);
    const set = (rows: { tag: string }[]) => new Set(rows.map((r) => r.tag));
    return { contact: set(contact), connection: set(connection), rating: set(rating) };
  } finally {
    await open.close();
  }
}

for (const [variant, port] of [
  ['PGlite', sparePort(2)],
  ['PostgreSQL', sparePort(3)],
] as const) {
  test(`${variant}: every form answered 'ok' is still stored after the server is SIGKILLed mid-burst`, async () => {
    test.setTimeout(240_000);
    const database = await freshSiteDatabase(variant, `durability_${port}`);
    const env = { ...SERVER_ENV, ...database.env };
    let site = await startSite('next start', port, env);
    try {
      const captchas = await solvedCaptchas(site.base, SUBMISSIONS - Math.floor(SUBMISSIONS / KINDS.length));
      const run = `durability-${Date.now()}`;
      const outcomes = await burstThenCrash(site.base, run, captchas, site.crash);
      expect((await site.exited).signal).toBe('SIGKILL');

      // the restart must get past the crash: stale lock, PGlite's recovery, the same data
      site = await startSite('next start', port, env);
      const stopped = site.exited;
      site.child.kill('SIGTERM');
      expect((await stopped).code).toBe(0);

      const stored = await storedTags(database);
      const answeredOk = outcomes.filter((o) => o.ok);
      const lost = answeredOk.filter((o) => !stored[o.kind].has(o.tag));
      const storedOfRun = outcomes.filter((o) => stored[o.kind].has(o.tag)).length;
      console.log(
        `${variant}: sent ${SUBMISSIONS}, answered ok ${answeredOk.length}, stored ${storedOfRun}, lost ${lost.length}`,
      );
      expect(answeredOk.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS * 0.9); // the burst really ran…
      expect(answeredOk.length).toBeLessThan(SUBMISSIONS); // …and the kill really cut it
      expect(lost).toEqual([]);
    } finally {
      site.crash();
      await database.drop();
    }
  });
}

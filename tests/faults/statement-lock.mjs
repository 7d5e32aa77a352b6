/**
 * Fault step 2: another session holds `LOCK TABLE faq IN ACCESS EXCLUSIVE MODE`. A request that reads
 * that table must answer the 503 envelope within the statement timeout (the bound), while requests
 * that do not need it answer as usual. Its negative control: the same request on an instance whose
 * statement timeout is far longer is still waiting at the bound, so the check can fail.
 */
import pg from 'pg';
import { recorder } from './timed-call.mjs';

const BOUND_MS = 3_000;
const FAST_MS = 1_500;

/** Runs step 2 on `site` (bounded) and `control` (unbounded statement timeout); adds its rows to `report`. */
export async function statementLock({ report, site, control, session, postgres }) {
  const holder = new pg.Client({ connectionString: postgres.url });
  await holder.connect();
  const calls = recorder();
  const staff = { headers: { cookie: session.cookie } };
  try {
    await holder.query('begin');
    await holder.query('lock table faq in access exclusive mode');
    const [locked, other, page, held] = await Promise.all([
      calls.send('locked', site.base, '/api/v1/adm/faq', staff),
      calls.send('other', site.base, '/api/v1/adm/news', staff),
      calls.send('page', site.base, '/rus'),
      calls.send('control', control.base, '/api/v1/adm/faq', { ...staff, timeoutMs: BOUND_MS + 500 }),
    ]).then((answers) => answers.map((a) => a.record));
    const ok =
      locked.status === 503 &&
      locked.code === 'unavailable' &&
      locked.ms < BOUND_MS &&
      other.status === 200 &&
      other.ms < FAST_MS &&
      page.status === 200;
    report.add(
      '2',
      'a statement held up by a table lock',
      ok,
      `the read of the locked table answered ${locked.status} ${locked.code ?? ''} in ${locked.ms} ms (bound ${BOUND_MS}); ` +
        `another table's read ${other.status} in ${other.ms} ms; a page ${page.status} in ${page.ms} ms`,
    );
    report.add(
      '2-control',
      'with a long statement timeout the same read is still waiting at the bound',
      held.status === 'timeout' || held.ms >= BOUND_MS,
      `answered ${held.status} after ${held.ms} ms`,
    );
    return { locked, other, page, control: held };
  } finally {
    await holder.query('rollback').catch(() => {});
    await holder.end().catch(() => {});
  }
}

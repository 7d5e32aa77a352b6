/**
 * The invalidation channel (lib/platform/invalidation): an admin save expires its section's tag on every
 * listening "instance" before it answers, a rolled-back one on none, and a listener that lost its
 * connection catches up from the tag_expiry table. On in-memory PGlite by default (its own `listen`),
 * on the PostgreSQL server with TEST_DATABASE_URL (dedicated connections, which can be killed).
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as save } from '@/app/api/v1/save/route';
import { GET as listSection } from '@/app/api/v1/adm/[section]/route';
import { getListenSource } from '@/lib/platform/db';
import type { ListenSource } from '@/lib/platform/db/client';
import { expireTags } from '@/lib/platform/invalidation/expire';
import { startInvalidationListener, type InvalidationListener } from '@/lib/platform/invalidation/listener';
import { LISTENER_APPLICATION_NAME } from '@/lib/platform/invalidation/channel';
import { TagTimes } from '@/lib/platform/invalidation/tag-times.mjs';
import { setupTestDatabase } from './helpers/database';
import { asStaff, ensureAccount, login } from './helpers/admin';

const db = setupTestDatabase();
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let source: ListenSource;
let cookie = '';
const running: InvalidationListener[] = [];
const rowsOf = async <T>(query: SQL) => ((await db().execute(query)) as unknown as { rows: T[] }).rows;

/** A listening "instance": its own tag times, and the tags it was told of after it first connected, in order. */
function instance(options: { onConnected?: () => void; firstRetryMs?: number } = {}) {
  const times = new TagTimes();
  const heard: string[] = [];
  times.onTagsExpired((tags) => heard.push(...tags));
  const listener = startInvalidationListener(source, {
    times,
    onConnected: options.onConnected,
    backoff: { firstMs: options.firstRetryMs ?? 100, maxMs: 1_000 },
  });
  running.push(listener);
  // What it read from the table on start is not news; only what it hears after counts.
  void listener.ready.then(() => (heard.length = 0));
  return { times, heard, listener };
}

/** Edits the first FAQ item through POST save, as an editor would. */
async function saveFaq(question: string) {
  const [item] = (await asStaff(listSection, '/api/v1/adm/faq', cookie, { params: { section: 'faq' } })).json.data;
  const edited = { ...item, data: { ...item.data, question: { ...item.data.question, rus: question } } };
  return asStaff(save, '/api/v1/save', cookie, { method: 'POST', body: edited });
}

beforeAll(async () => {
  source = await getListenSource();
  await ensureAccount(db(), 'editor@channel.example', 'marketing');
  cookie = (await login('editor@channel.example')).cookie;
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((listener) => listener.stop()));
});

describe(`the invalidation channel (${onServer ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers a save only once its own notification came back and expired the section here', async () => {
    const here = instance();
    await here.listener.ready;
    const before = Date.now();
    expect((await saveFaq('Как быстро меняется сайт?')).status).toBe(200);
    expect(here.heard).toEqual(['faq']);
    expect(here.times.expiredAt('faq')).toBeGreaterThanOrEqual(before);
    const [row] = await rowsOf<{ tag: string }>(sql`select tag from tag_expiry where tag = 'faq'`);
    expect(row?.tag).toBe('faq');
  });

  it('answers a save only once every other listening instance expired the section too', async () => {
    const here = instance();
    const other = instance();
    await Promise.all([here.listener.ready, other.listener.ready]);
    const before = Date.now();
    expect((await saveFaq('Сайт обновляется на всех серверах')).status).toBe(200);
    expect(other.heard).toEqual(['faq']);
    expect(other.times.expiredAt('faq')).toBeGreaterThanOrEqual(before);
    expect(other.times.expiredAt('news')).toBeUndefined();
  });

  it('sends nothing for a save that is rolled back', async () => {
    const { times, heard, listener } = instance();
    await listener.ready;
    await expect(
      db().transaction(async (tx) => {
        await expireTags(tx as never, ['vacancies']);
        throw new Error('the edit failed after its expiry was written');
      }),
    ).rejects.toThrow('the edit failed');
    // Notifications arrive in commit order: once a later committed one is heard, the rolled-back one never will be.
    await db().transaction((tx) => expireTags(tx as never, ['news']));
    await vi.waitFor(() => expect(heard).toContain('news'));
    expect(heard).not.toContain('vacancies');
    expect(times.expiredAt('vacancies')).toBeUndefined();
    expect(await rowsOf(sql`select tag from tag_expiry where tag = 'vacancies'`)).toEqual([]);
  });

  it('reads every tag time from the table when it starts', async () => {
    await db().transaction((tx) => expireTags(tx as never, ['partners']));
    const { times, listener } = instance();
    await listener.ready;
    expect(times.expiredAt('partners')).toBeGreaterThan(0);
  });

  it.skipIf(!onServer)(
    'recovers a killed connection and sees a tag expired while it was gone (PostgreSQL only)',
    async () => {
      let connections = 0;
      const { times, heard, listener } = instance({ onConnected: () => (connections += 1), firstRetryMs: 500 });
      await listener.ready;
      const killed = await rowsOf<{ killed: boolean }>(
        sql`select pg_terminate_backend(pid, 5000) as killed from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      expect(killed.map((row) => row.killed)).toEqual([true]);
      // Committed while the listener is disconnected: its notification is lost.
      await db().transaction((tx) => expireTags(tx as never, ['offices']));
      expect(connections).toBe(1);
      await vi.waitFor(() => expect(connections).toBe(2), { timeout: 10_000 });
      expect(heard).toContain('offices');
      expect(times.expiredAt('offices')).toBeGreaterThan(0);
    },
  );
});

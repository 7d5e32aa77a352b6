/**
 * Fault step 3: the Redis that holds Next's cache entries (REDIS_URL) killed. After an admin save
 * (every page must be rendered again), every page still answers 200 within the bound on every
 * instance; Redis started again, it is written to again. Its negative control: pages rendered on an
 * instance without REDIS_URL leave Redis empty, so the "used again" check can fail.
 */
import { createClient } from 'redis';
import { editAndRead } from '../cluster/admin-edits.mjs';
import { recorder } from './timed-call.mjs';

const BOUND_MS = 2_000;
const PAGES = ['/rus', '/rus/faq', '/rus/news', '/rus/tariff', '/uzb', '/uzb/faq', '/rus/contacts'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function keysIn(url) {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  await client.connect();
  try {
    return await client.dbSize();
  } finally {
    client.destroy();
  }
}

async function flush(url) {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  await client.connect();
  await client.flushDb();
  client.destroy();
}

/** Loads every page on every instance of `instances`; answers the records. */
async function loadPages(instances) {
  const calls = recorder();
  for (const { base } of instances) for (const path of PAGES) await calls.send('page', base, path);
  return calls.records;
}

/** Runs step 3 on `instances` (with REDIS_URL) and `control` (without); adds its rows to `report`. */
export async function redisKill({ report, instances, control, session, redis }) {
  await redis.kill();
  // A save expires the pages everywhere: the next visitors make Next render them, and look in Redis.
  await editAndRead(instances, session, 1);
  const records = await loadPages(instances);
  const failed = records.filter((r) => r.status !== 200 || r.ms >= BOUND_MS);
  const slowest = Math.max(...records.map((r) => r.ms));
  report.add(
    '3a',
    'Redis killed: every page still answers',
    failed.length === 0,
    `${records.length} page loads on ${instances.length} instances after a save, ${failed.length} failed or slower than ${BOUND_MS} ms, slowest ${slowest} ms`,
  );

  await redis.start();
  let keys = 0;
  const restarted = Date.now();
  while (keys === 0 && Date.now() - restarted < 15_000) {
    await editAndRead(instances, session, 1);
    await loadPages(instances);
    keys = await keysIn(redis.url);
    if (keys === 0) await sleep(1_000);
  }
  report.add(
    '3b',
    'Redis started again: it is used again',
    keys > 0,
    `${keys} keys in Redis ${((Date.now() - restarted) / 1000).toFixed(1)} s after its start`,
  );

  await flush(redis.url);
  await editAndRead([control], session, 1).catch(() => undefined);
  await loadPages([control]);
  const controlKeys = await keysIn(redis.url);
  report.add(
    '3-control',
    'pages rendered by an instance without REDIS_URL leave Redis empty',
    controlKeys === 0,
    `${controlKeys} keys after ${PAGES.length} page loads on :${control.port}`,
  );
  return { slowestMs: slowest, keysAfterRestart: keys };
}

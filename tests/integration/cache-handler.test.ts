/**
 * Next's cache handler (lib/platform/cache-handler) never answers an entry one of whose tags expired after it
 * was stored, whichever store holds it: the local LRU, or Redis (127.0.0.1:6379, a key prefix of
 * this run's own). The Redis cases are skipped only when no Redis answers there.
 */
import { randomUUID } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import CacheHandler from '@/lib/platform/cache-handler/index.mjs';
import { CacheEntries, type EntryStore } from '@/lib/platform/cache-handler/entries.mjs';
import { LruStore } from '@/lib/platform/cache-handler/lru-store.mjs';
import { RedisStore } from '@/lib/platform/cache-handler/redis-store.mjs';
import { processTagTimes, SETTLE_MS, TagTimes } from '@/lib/platform/invalidation/tag-times.mjs';

const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether a Redis answers PING at 127.0.0.1:6379 within a second. */
function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: 6379 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const hasRedis = await redisAnswers();
const redisStores: RedisStore[] = [];

/** A read cached by unstable_cache, as Next stores it. */
const cachedRead = (body: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body, url: '' },
  revalidate: 60,
});

/** A rendered page, as Next stores it: its tags in a header, its RSC payload and segments as Buffers. */
const renderedPage = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc of ${html}`),
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
});

function behavesAsACache(makeStore: () => EntryStore) {
  let clock = 1_000_000;
  const setup = () => {
    const times = new TagTimes();
    return { times, cache: new CacheEntries(makeStore(), times, () => clock) };
  };

  it('answers a kept read until one of its tags expires after it was stored', async () => {
    const { times, cache } = setup();
    await cache.set('faq-read', cachedRead('old answer'), { fetchCache: true, tags: ['faq'] });
    const lookup = { kind: 'FETCH', tags: ['faq'], softTags: ['_N_T_/layout'] };
    expect((await cache.get('faq-read', lookup))?.value).toEqual(cachedRead('old answer'));
    times.record(['news'], clock + 1);
    expect((await cache.get('faq-read', lookup))?.value).toEqual(cachedRead('old answer'));
    times.record(['faq'], clock + 1);
    expect(await cache.get('faq-read', lookup)).toBeNull();
  });

  it('answers no page whose header names an expired tag, and a page stored well after the expiry', async () => {
    const { times, cache } = setup();
    times.record(['faq'], clock);
    clock += SETTLE_MS + 1;
    await cache.set('/rus/faq', renderedPage('<p>new</p>', '_N_T_/layout,_N_T_/rus/faq,faq,navbar'), {});
    const kept = await cache.get('/rus/faq', { kind: 'APP_PAGE' });
    expect(kept?.value).toEqual(renderedPage('<p>new</p>', '_N_T_/layout,_N_T_/rus/faq,faq,navbar'));
    expect(kept?.lastModified).toBe(clock);
    times.record(['navbar'], clock + 5);
    expect(await cache.get('/rus/faq', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('answers no entry stored within the settling time after its tag expired', async () => {
    const { times, cache } = setup();
    times.record(['news'], clock);
    clock += SETTLE_MS - 1;
    await cache.set('news-read', cachedRead('maybe read before the edit'), { fetchCache: true, tags: ['news'] });
    expect(await cache.get('news-read', { kind: 'FETCH', tags: ['news'] })).toBeNull();
  });
}

describe('the cache handler on the local LRU', () => {
  behavesAsACache(() => new LruStore());

  it('is what Next gets by default, judged by the tag times the listener keeps', async () => {
    const handler = new CacheHandler({});
    const key = `handler-${randomUUID()}`;
    await handler.set(key, cachedRead('kept'), { fetchCache: true, tags: ['vacancies'] });
    expect((await handler.get(key, { kind: 'FETCH', tags: ['vacancies'] }))?.value).toEqual(cachedRead('kept'));
    processTagTimes().record(['vacancies'], Date.now() + 1);
    expect(await handler.get(key, { kind: 'FETCH', tags: ['vacancies'] })).toBeNull();
  });
});

describe.skipIf(!hasRedis)('the cache handler on Redis at 127.0.0.1:6379 (skipped when no Redis answers)', () => {
  const prefix = `isp-site-test:${randomUUID()}:`;
  afterAll(async () => {
    await Promise.all(redisStores.map((store) => store.close()));
  });
  behavesAsACache(() => {
    const store = new RedisStore(REDIS_URL, prefix);
    redisStores.push(store);
    return store;
  });

  it('gives another instance the entry one stored, Buffers and Maps intact', async () => {
    const one = new RedisStore(REDIS_URL, prefix);
    const another = new RedisStore(REDIS_URL, prefix);
    redisStores.push(one, another);
    const page = renderedPage('<p>shared</p>', 'faq');
    await one.set('/rus/shared', { value: page, lastModified: 42, tags: [] });
    const read = await another.get('/rus/shared');
    expect(read?.value).toEqual(page);
    expect(Buffer.isBuffer((read?.value as { rscData: unknown }).rscData)).toBe(true);
    expect(read?.lastModified).toBe(42);
  });
});

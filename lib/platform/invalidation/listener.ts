/**
 * The invalidation listener: one per instance, started with the server (instrumentation.ts). It hears
 * every admin save's notification on the `tag_expiry` channel, its own included, and expires those
 * tags in this process (tag-times.mjs: Next's cache handler stops answering their entries, and the
 * front page cache and the shared reads are emptied through `onTagsExpired`). On start and on each
 * reconnect it reads the whole `tag_expiry` table, so a notification missed while it was away never
 * leaves a stale copy. With the embedded database the same code runs on PGlite's own `listen`.
 */
import 'server-only';
import type { ListenSource } from '@/lib/platform/db/client';
import { logger } from '@/lib/platform/log/logger';
import { setValue } from '@/lib/platform/metrics/bridge.mjs';
import { CHANNEL, markListenerRunning } from './channel';
import { noteListenerConnected } from './connection-state';
import { listenOnPostgres, type Backoff } from './listen-postgres';
import { receiver, RELOAD_SQL, type TagRow } from './receiver';
import { processTagTimes, type TagTimes } from './tag-times.mjs';

/** What a listener writes to, and how it retries. */
export type ListenerOptions = {
  /** Where tag times go (default: this process's). */
  times?: TagTimes;
  /** Called after each (re)connect, once the table is read. */
  onConnected?: () => void;
  backoff?: Backoff;
};

/** A running listener. */
export type InvalidationListener = {
  /** Resolves once it first listens and has read the table. */
  ready: Promise<void>;
  /** Stops listening (and closes its connection). */
  stop(): Promise<void>;
};

const DEFAULT_BACKOFF: Backoff = { firstMs: 100, maxMs: 5_000 };

/** Starts listening on `source`; saves of this process then wait for their notification to come back. */
export function startInvalidationListener(source: ListenSource, options: ListenerOptions = {}): InvalidationListener {
  const rx = receiver(options.times ?? processTagTimes());
  const stopped = markListenerRunning(source.kind === 'postgres');
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const onConnected = () => {
    setValue('invalidation_listener_connected', 1);
    // The table was just read again: as up to date as after a notification.
    setValue('invalidation_last_notification_at', Date.now());
    connected();
    options.onConnected?.();
  };
  if (source.kind === 'postgres') {
    const stop = listenOnPostgres(source.url, rx, options.backoff ?? DEFAULT_BACKOFF, onConnected);
    return {
      ready,
      async stop() {
        stopped();
        setValue('invalidation_listener_connected', 0);
        await stop();
      },
    };
  }
  const unlisten = (async () => {
    const stop = await source.client.listen(CHANNEL, rx.message);
    rx.reload((await source.client.query<TagRow>(RELOAD_SQL)).rows);
    noteListenerConnected(true); // the embedded database lives in this process: it stays connected
    onConnected();
    return stop;
  })().catch((error: unknown) => {
    logger().error({ err: (error as Error).message }, 'the invalidation listener could not listen');
    return async () => {};
  });
  return {
    ready,
    async stop() {
      stopped();
      setValue('invalidation_listener_connected', 0);
      const unlistenNow = await unlisten;
      await unlistenNow();
    },
  };
}

/**
 * Listening on a PostgreSQL server: one dedicated connection (not the pool's: LISTEN belongs to a
 * session), re-opened with back-off whenever it is lost; each time it is open again the table is read
 * again, since notifications sent while it was down are gone. Each notification applied is
 * acknowledged on ACK_CHANNEL, so that the saving instance answers once every instance serves the edit.
 */
import 'server-only';
import pg from 'pg';
import { logger } from '@/lib/platform/log/logger';
import { setValue } from '@/lib/platform/metrics/bridge.mjs';
import { ACK_CHANNEL, CHANNEL, deliverAck, LISTENER_APPLICATION_NAME } from './channel';
import { noteListenerConnected } from './connection-state';
import { RELOAD_SQL, type Receiver, type TagRow } from './receiver';

/** Back-off between connection attempts (ms). */
export type Backoff = { firstMs: number; maxMs: number };

/** Keeps a LISTEN connection to `url` open until stopped; `onConnected` runs after each (re)connect and reload. */
export function listenOnPostgres(url: string, rx: Receiver, backoff: Backoff, onConnected: () => void) {
  let stopped = false;
  let current: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = backoff.firstMs;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, backoff.maxMs);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      setValue('invalidation_listener_connected', 0);
      if (current === client) current = undefined;
      noteListenerConnected(false);
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (stopped) return;
      logger().warn({ err: error?.message }, 'invalidation listener lost its connection; reconnecting');
      retry();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (note) => {
      if (note.channel === ACK_CHANNEL) {
        deliverAck(note.payload ?? '');
        return;
      }
      const id = note.channel === CHANNEL ? rx.message(note.payload) : null;
      // Applied here: say so to the saving instance, which answers once every listener has.
      if (id) client.query('select pg_notify($1, $2)', [ACK_CHANNEL, id]).catch(() => {});
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}; LISTEN ${ACK_CHANNEL}`);
      rx.reload((await client.query<TagRow>(RELOAD_SQL)).rows);
    } catch (error) {
      onLost(error as Error);
      return;
    }
    if (stopped || lost) {
      client.end().catch(() => {});
      return;
    }
    current = client;
    delay = backoff.firstMs;
    noteListenerConnected(true);
    onConnected();
  }

  void connect();
  return async () => {
    stopped = true;
    noteListenerConnected(false);
    clearTimeout(timer);
    await current?.end().catch(() => {});
  };
}

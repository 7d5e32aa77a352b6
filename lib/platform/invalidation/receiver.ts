/** What a listener does with what it hears: notifications and, on each (re)connect, the whole `tag_expiry` table. */
import 'server-only';
import { setValue } from '@/lib/platform/metrics/bridge.mjs';
import { decodeMessage, deliverEcho } from './channel';
import type { TagTimes } from './tag-times.mjs';

/** Reads every tag's time (epoch ms) in one query, after LISTEN, so nothing committed in between is missed. */
export const RELOAD_SQL = 'select tag, (extract(epoch from expired_at) * 1000)::float8 as at from tag_expiry';

/** One row of RELOAD_SQL. */
export type TagRow = { tag: string; at: number | string };

/** Applies notifications and reloaded rows to `times`. */
export function receiver(times: TagTimes) {
  return {
    /** A notification: its tags expire here now (never before the sender's time); its sender, if here, is told. Answers its id. */
    message(payload: string | undefined): string | null {
      const message = payload ? decodeMessage(payload) : null;
      if (!message) return null;
      setValue('invalidation_last_notification_at', Date.now());
      times.record(message.tags, Math.max(message.at, Date.now()));
      deliverEcho(message.id);
      return message.id;
    },
    /** The table as read after a (re)connect: any time later than known moves, so a missed notification still lands. */
    reload(rows: TagRow[]): void {
      for (const row of rows) {
        const at = Number(row.at);
        if (Number.isFinite(at) && !((times.expiredAt(row.tag) ?? -1) >= at)) times.record([row.tag], at);
      }
    },
  };
}

/** A receiver's two entry points. */
export type Receiver = ReturnType<typeof receiver>;

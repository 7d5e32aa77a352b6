/**
 * The invalidation channel's wire format and this process's side of it: the PostgreSQL channel an
 * admin save notifies on, the payload it sends, the acknowledgements listeners send back, and the
 * saves of this process waiting for them (listener.ts delivers both). Kept on globalThis: the listener
 * starts in the instrumentation bundle, the saves run in the route handlers' bundles.
 */
import 'server-only';
import { z } from 'zod';

/** The channel of `pg_notify` / `LISTEN` (lower case: PostgreSQL folds unquoted names). */
export const CHANNEL = 'tag_expiry';
/** Where each listener on a server says it applied a notification (the payload is the notification's id). */
export const ACK_CHANNEL = 'tag_expiry_ack';
/** How a listener's connection is named in pg_stat_activity: saves count the listening instances by it. */
export const LISTENER_APPLICATION_NAME = 'isp-site-invalidation';

const payloadSchema = z.object({
  id: z.string().min(1).max(64),
  tags: z.array(z.string().min(1).max(256)).min(1).max(100),
  at: z.number().int().positive(),
});

/** One notification: who sent it (an id the sender waits for), the tags it expires and when (epoch ms). */
export type TagExpiryMessage = z.infer<typeof payloadSchema>;

/** The payload text of a notification. */
export function encodeMessage(message: TagExpiryMessage): string {
  return JSON.stringify(message);
}

/** The notification in `payload`, or null when it is not one of ours (never throws on foreign text). */
export function decodeMessage(payload: string): TagExpiryMessage | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

type Waiter = { echoed: boolean; acks: number; expected: number; done: () => void };
type ChannelState = { listeners: number; onServer: boolean; waiting: Map<string, Waiter> };
// On globalThis: Next bundles route handlers and the instrumentation hook separately, and a save in
// one must find the waiters and listener count of the connection opened in another.
const SLOT = Symbol.for('isp-site.invalidation-channel');

function state(): ChannelState {
  const holder = globalThis as { [SLOT]?: ChannelState };
  return (holder[SLOT] ??= { listeners: 0, onServer: false, waiting: new Map() });
}

/** Whether a listener runs in this process (so a save's notification comes back), and whether on a server. */
export function listening(): { running: boolean; onServer: boolean } {
  const { listeners, onServer } = state();
  return { running: listeners > 0, onServer };
}

/** Marks a listener started in this process; returns the function that marks it stopped. */
export function markListenerRunning(onServer: boolean): () => void {
  state().listeners += 1;
  state().onServer = onServer;
  let stopped = false;
  return () => {
    if (!stopped) state().listeners -= 1;
    stopped = true;
  };
}

function settle(id: string): void {
  const waiter = state().waiting.get(id);
  if (waiter && waiter.echoed && waiter.acks >= waiter.expected) waiter.done();
}

/**
 * Starts waiting for the notification `id`: resolves true once this process's listener applied it and
 * `expectedAcks` listeners (this one included; 0 on the embedded database, where this is the only
 * one) acknowledged it; false after `timeoutMs` (a rolled-back save never sends it, and its waiter lapses).
 */
export function awaitEcho(id: string, expectedAcks: number, timeoutMs: number): Promise<boolean> {
  const { waiting } = state();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(false);
    }, timeoutMs);
    timer.unref?.();
    const done = () => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(true);
    };
    waiting.set(id, { echoed: false, acks: 0, expected: expectedAcks, done });
  });
}

/** Tells the save waiting for notification `id`, if it is one of this process's, that this listener applied it. */
export function deliverEcho(id: string): void {
  const waiter = state().waiting.get(id);
  if (!waiter) return;
  waiter.echoed = true;
  settle(id);
}

/** Counts one listener's acknowledgement of notification `id` for the save waiting for it, if here. */
export function deliverAck(id: string): void {
  const waiter = state().waiting.get(id);
  if (!waiter) return;
  waiter.acks += 1;
  settle(id);
}

/**
 * The invalidation channel's wire format and this process's side of it: the PostgreSQL channel an
 * admin save notifies on, the payload it sends, and the saves of this process waiting for their own
 * notification to come back through the listener (listener.ts). Kept on globalThis: the listener
 * starts in the instrumentation bundle, the saves run in the route handlers' bundles.
 */
import 'server-only';
import { z } from 'zod';

/** The channel of `pg_notify` / `LISTEN` (lower case: PostgreSQL folds unquoted names). */
export const CHANNEL = 'tag_expiry';

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

type ChannelState = { listeners: number; waiting: Map<string, () => void> };
const SLOT = Symbol.for('isp-site.invalidation-channel');

function state(): ChannelState {
  const holder = globalThis as { [SLOT]?: ChannelState };
  return (holder[SLOT] ??= { listeners: 0, waiting: new Map() });
}

/** Whether a listener runs in this process, so a save's own notification will come back to it. */
export function listenerRunning(): boolean {
  return state().listeners > 0;
}

/** Marks a listener started in this process; returns the function that marks it stopped. */
export function markListenerRunning(): () => void {
  state().listeners += 1;
  let stopped = false;
  return () => {
    if (!stopped) state().listeners -= 1;
    stopped = true;
  };
}

/**
 * Starts waiting for the notification `id`: resolves true when the listener delivers it, false after
 * `timeoutMs` (a rolled-back save never sends it, and its waiter just lapses).
 */
export function awaitEcho(id: string, timeoutMs: number): Promise<boolean> {
  const { waiting } = state();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      resolve(false);
    }, timeoutMs);
    timer.unref?.();
    waiting.set(id, () => {
      clearTimeout(timer);
      waiting.delete(id);
      resolve(true);
    });
  });
}

/** Tells the save waiting for notification `id`, if it is one of this process's, that it came back. */
export function deliverEcho(id: string): void {
  state().waiting.get(id)?.();
}

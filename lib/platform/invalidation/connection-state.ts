/**
 * Whether this process's invalidation listener holds its connection now, for the readiness probe
 * (app/api/v1/health/ready). Kept on globalThis: the listener runs in the instrumentation bundle, the
 * probe in a route handler's.
 */
import 'server-only';

const SLOT = Symbol.for('isp-site.invalidation-connected');

/** Notes that the listener has just connected (and read the table) or lost its connection. */
export function noteListenerConnected(connected: boolean): void {
  (globalThis as { [SLOT]?: boolean })[SLOT] = connected;
}

/** Whether the listener is connected now (false before its first connection). */
export function listenerConnected(): boolean {
  return (globalThis as { [SLOT]?: boolean })[SLOT] === true;
}

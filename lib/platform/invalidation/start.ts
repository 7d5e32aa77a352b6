/**
 * Starting this server process's invalidation listener (instrumentation.ts), unless the test-only
 * INVALIDATION_LISTENER=off says not to: the instance then neither hears other instances' saves nor
 * reads tag times, which the cluster test uses to show that stale reads appear without it.
 */
import 'server-only';
import { env } from '@/lib/platform/env';
import { getListenSource } from '@/lib/platform/db';
import { logger } from '@/lib/platform/log/logger';
import { startInvalidationListener } from './listener';

/** Starts the listener on the process-wide database, once per process. */
export async function startProcessListener(): Promise<void> {
  if (env().INVALIDATION_LISTENER === 'off') {
    logger().warn('INVALIDATION_LISTENER=off (a test-only setting): other instances\u2019 saves are not heard here');
    return;
  }
  // On globalThis: once per process, however many of Next's bundles hold a copy of this module.
  const slot = Symbol.for('isp-site.invalidation-listener');
  const holder = globalThis as { [slot]?: boolean };
  if (holder[slot]) return;
  holder[slot] = true;
  // The embedded database is listened to where it is open; a server, on a connection of the listener's own.
  const config = env();
  const source = config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
    : await getListenSource();
  startInvalidationListener(source);
}

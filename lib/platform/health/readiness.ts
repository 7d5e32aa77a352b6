/**
 * The readiness of this instance (GET /api/v1/health/ready): it can serve when the database answers
 * and the invalidation listener holds its connection (without it, other instances' saves would not
 * be heard and this one would serve stale pages).
 */
import 'server-only';
import { env } from '@/lib/platform/env';
import { pingDatabase } from '@/lib/platform/db/health';
import { listenerConnected } from '@/lib/platform/invalidation/connection-state';

/** Each part the instance needs; 'off' when the listener is switched off by its test-only setting. */
export type Readiness = { database: 'up' | 'down'; listener: 'up' | 'down' | 'off' };

/** Checks the parts; the database ping is bounded by the pool's own timeouts (lib/platform/db/client.ts). */
export async function checkReadiness(): Promise<Readiness> {
  const database = await pingDatabase().then(
    () => 'up' as const,
    () => 'down' as const,
  );
  const listener = env().INVALIDATION_LISTENER === 'off' ? 'off' : listenerConnected() ? 'up' : 'down';
  return { database, listener };
}

/** The names of the parts that are down (none: ready). */
export function downParts(readiness: Readiness): string[] {
  return Object.entries(readiness)
    .filter(([, state]) => state === 'down')
    .map(([name]) => name);
}

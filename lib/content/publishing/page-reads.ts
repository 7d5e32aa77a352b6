/** The publishing schedule as the admin's dashboard reads it, on the shared database. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { listScheduledPublications, type ScheduledPublication } from './scheduled';

/** The upcoming publish and unpublish moments, soonest first. */
export async function readScheduledPublications(): Promise<ScheduledPublication[]> {
  return listScheduledPublications(await getDb());
}

/** A secret every instance of the installation shares: written once by whichever instance comes first, then read by all. */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { secrets } from './table';

async function read(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: secrets.value }).from(secrets).where(eq(secrets.name, name));
  return row?.value;
}

/** The secret `name`; when there is none yet, `make()`'s value is offered and whichever offer landed first is answered. */
export async function sharedSecret(db: Db, name: string, make: () => string): Promise<string> {
  const existing = await read(db, name);
  if (existing !== undefined) return existing;
  // Two instances starting together may both get here: the first insert wins and both read it back.
  await db.insert(secrets).values({ name, value: make() }).onConflictDoNothing();
  const stored = await read(db, name);
  if (stored === undefined) throw new Error(`secret ${name} could not be stored`);
  return stored;
}

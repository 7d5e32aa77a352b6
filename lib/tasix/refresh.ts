/**
 * Replacing the TAS-IX prefix list: from text (an admin upload) or from TASIX_PREFIX_URL
 * (plain text, one CIDR per line, '#' comments allowed). The admin area calls these.
 */
import 'server-only';
import { getDb } from '@/lib/db';
import { tasixMeta, tasixPrefixes } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { forgetTasixCache } from './check';
import { parsePrefixList } from './prefix-match';

/** Replaces the list with the CIDRs in `text`; refuses an empty list. Returns how many were stored. */
export async function refreshTasixPrefixes(text: string, source = 'upload'): Promise<number> {
  const cidrs = [...new Set(parsePrefixList(text))];
  if (cidrs.length === 0) throw new Error('the TAS-IX list has no valid prefixes');
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(tasixPrefixes);
    await tx.insert(tasixPrefixes).values(cidrs.map((cidr) => ({ cidr, family: (cidr.includes(':') ? 6 : 4) as 4 | 6 })));
    await tx
      .insert(tasixMeta)
      .values({ id: 1, listDate: new Date(), source })
      .onConflictDoUpdate({ target: tasixMeta.id, set: { listDate: new Date(), source } });
  });
  forgetTasixCache();
  return cidrs.length;
}

/** Downloads the list from TASIX_PREFIX_URL and stores it. */
export async function refreshTasixFromUrl(): Promise<number> {
  const url = env().TASIX_PREFIX_URL;
  if (!url) throw new Error('TASIX_PREFIX_URL is not set');
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`TAS-IX list download answered ${response.status}`);
  return refreshTasixPrefixes(await response.text(), url);
}

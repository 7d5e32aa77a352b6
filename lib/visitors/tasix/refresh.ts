/**
 * Replacing the TAS-IX prefix list: from text (an admin upload) or from TASIX_PREFIX_URL
 * (plain text, one CIDR per line, '#' comments allowed). Called by POST /api/v1/adm/tasix
 * (developer role). Failures are DomainErrors: a list without prefixes is a 400, a failed download a 503.
 */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { tasixMeta, tasixPrefixes } from '@/lib/platform/db/schema';
import { fail } from '@/lib/platform/errors/domain-error';
import { env } from '@/lib/platform/env';
import { forgetTasixCache } from './check';
import { parsePrefixList } from './prefix-match';

/** Replaces the list with the CIDRs in `text`; refuses an empty list. Returns how many were stored. */
export async function refreshTasixPrefixes(text: string, source = 'upload'): Promise<number> {
  const cidrs = [...new Set(parsePrefixList(text))];
  if (cidrs.length === 0) throw fail('validation', [{ path: 'text', key: 'invalidFormat' }]);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(tasixPrefixes);
    await tx
      .insert(tasixPrefixes)
      .values(cidrs.map((cidr) => ({ cidr, family: (cidr.includes(':') ? 6 : 4) as 4 | 6 })));
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
  if (!url) throw fail('validation', [{ path: 'text', key: 'required' }]); // nothing to download: the list must be given
  let text: string;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    text = await response.text();
  } catch {
    throw fail('unavailable');
  }
  return refreshTasixPrefixes(text, url);
}

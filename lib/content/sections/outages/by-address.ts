/** The status page's `?address=`: checked, then looked up among the coverage area's streets for their districts. */
import 'server-only';
import type { Lang } from '@/lib/platform/i18n/locales';
import { issueMessage, type IssueMessage } from '@/lib/platform/validation/issue-key';
import { addressSearchQuery } from '../coverage-area/query-schema';
import { listSearchableStreets } from '../coverage-area/read';
import { findStreets } from '../coverage-area/search';
import { listStatusDistricts } from './read';

/** A district the status page can be filtered by. */
export type StatusDistrict = { id: number; name: string; region: string };

/** What the visitor typed (trimmed) and either the districts it lies in, or why it was refused. */
export type AddressLookup = { address: string; error: IssueMessage } | { address: string; districts: StatusDistrict[] };

/** The districts holding a building that matches `address`, in the coverage area's order, named in `lang`. */
export async function districtsForAddress(lang: Lang, address: string): Promise<StatusDistrict[]> {
  const [streets, districts] = await Promise.all([listSearchableStreets(), listStatusDistricts(lang)]);
  const ids = new Set(findStreets(streets, address).map((s) => s.districtId));
  return districts.filter((d) => ids.has(d.id));
}

/**
 * The lookup of a `?address=` value; undefined when none was given. A box sent empty is answered with
 * 'required' under it, in the page's language, rather than by the browser's own bubble in its language.
 */
export async function lookUpAddress(lang: Lang, raw: unknown): Promise<AddressLookup | undefined> {
  if (raw === undefined) return undefined;
  const parsed = addressSearchQuery.safeParse({ address: raw }, { reportInput: true });
  if (!parsed.success) {
    return { address: typeof raw === 'string' ? raw.trim() : '', error: issueMessage(parsed.error.issues[0]!) };
  }
  return { address: parsed.data.address, districts: await districtsForAddress(lang, parsed.data.address) };
}

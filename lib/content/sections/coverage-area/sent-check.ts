/**
 * The coverage check sent as a plain GET form (`?district=…&street=…&house=…`) by a browser that
 * runs no script: the district's streets, and the houses of the meant street beginning with the
 * typed number, as the scripted check lists them.
 */
import 'server-only';
import { z } from 'zod';
import type { Lang } from '@/lib/platform/i18n/locales';
import { matchHouses, streetsOf } from './house-match';
import { listAddresses, type AddressRow } from './read';

type Query = Record<string, string | string[] | undefined>;

const sentQuery = z.object({
  district: z.string().trim().max(200).catch(''),
  street: z.string().trim().max(200).catch(''),
  house: z.string().trim().max(20).catch(''),
});

/** The sent district, street and house (blank when absent or unusable). */
export type SentCheck = z.output<typeof sentQuery>;

/** What the server answers a sent check with: the district's streets and the matching houses. */
export type SentAnswer = { streets: string[]; houses: AddressRow[] };

/** Reads the district, street and house of a sent check. */
export function sentCheckOf(query: Query): SentCheck {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  return sentQuery.parse({ district: first(query.district), street: first(query.street), house: first(query.house) });
}

/** The district's streets, and (once a street is given) its houses beginning with the typed number, in natural order. */
export async function answerSentCheck(lang: Lang, sent: SentCheck): Promise<SentAnswer> {
  if (!sent.district) return { streets: [], houses: [] };
  const all = await listAddresses(lang, sent.district);
  return { streets: streetsOf(all), houses: sent.street ? matchHouses(all, sent.street, sent.house) : [] };
}

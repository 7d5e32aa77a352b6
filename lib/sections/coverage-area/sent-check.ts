/**
 * The coverage check sent as a plain GET form (`?district=…&house=…`) by a browser that runs no
 * script: the district's houses beginning with the typed number, as the scripted check lists them.
 */
import 'server-only';
import { z } from 'zod';
import type { Lang } from '@/lib/i18n/locales';
import { listAddresses, type AddressRow } from './read';

type Query = Record<string, string | string[] | undefined>;

const sentQuery = z.object({
  district: z.string().trim().max(200).catch(''),
  house: z.string().trim().max(20).catch(''),
});

/** The sent district and house (blank when absent or unusable). */
export type SentCheck = z.output<typeof sentQuery>;

/** Reads the district and house of a sent check. */
export function sentCheckOf(query: Query): SentCheck {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
  return sentQuery.parse({ district: first(query.district), house: first(query.house) });
}

/** The district's houses whose number begins with the typed one, by street and then in natural order (2 before 10). */
export async function housesOf(lang: Lang, sent: SentCheck): Promise<AddressRow[]> {
  if (!sent.district) return [];
  const typed = sent.house.toLowerCase();
  const all = await listAddresses(lang, sent.district);
  return all
    .filter((a) => a.building.toLowerCase().startsWith(typed))
    .sort(
      (a, b) => a.street.localeCompare(b.street, lang) || a.building.localeCompare(b.building, lang, { numeric: true }),
    );
}

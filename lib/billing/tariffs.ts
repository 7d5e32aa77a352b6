/** Tariff reads for the public pages, cached like content (expired with the tariff data). */
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Lang } from '@/lib/i18n/locales';
import { localize } from '@/lib/content/localize';
import { billing } from './gateway';

/** Billing's tariffs and series, cached for ten minutes (billing is another system: no save hook to expire it). */
export const loadTariffs = unstable_cache(async () => billing().tariffs(), ['billing-tariffs'], { tags: ['billing-tariffs'], revalidate: 600 });

/** Tariffs and series of a language. */
export async function tariffsIn(lang: Lang) {
  return localize(await loadTariffs(), lang);
}

/**
 * Tariff reads for the pages and the tariffs call. Billing's answer is cached for ten minutes
 * and also kept in our database; when billing cannot answer (down, too slow, breaker open) and
 * Next holds no copy — after a restart the page cache starts empty — the last known tariffs
 * are shown instead.
 *
 * The fallback cannot get stuck: a failed billing read is never cached (unstable_cache stores
 * answers only), so each render asks billing again, and the last known tariffs are cached for a
 * minute only. Next gives a page the shortest revalidate of the cached reads it made, so a page
 * rendered from the fallback is rendered again within a minute even if the page and its layout
 * allowed longer; the first render after billing is back shows billing's tariffs.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import type { Lang } from '@/lib/platform/i18n/locales';
import { localize } from '@/lib/content/site/localize';
import { logger } from '@/lib/platform/log/logger';
import { billing } from './gateway';
import { readTariffSnapshot, saveTariffSnapshot } from './tariff-snapshot';
import { TARIFFS_TAG } from './tariffs-tag';
import { BillingUnavailableError, type BillingTariffs } from './types';

const TAG = TARIFFS_TAG;
/** Seconds billing's answer is cached (billing is another system: no save hook expires it). */
export const TARIFFS_REVALIDATE = 600;
/** Seconds a fallback is cached, and so the page rendered from it. */
export const LAST_KNOWN_REVALIDATE = 60;

async function askBilling(): Promise<BillingTariffs> {
  const answer = await billing().tariffs();
  // keeping a copy is a precaution: failing to write it must not cost the visitor the answer
  await saveTariffSnapshot(answer).catch((err: unknown) =>
    logger().warn({ err }, 'could not keep the last known tariffs'),
  );
  return answer;
}

/** Billing's tariffs and series, cached for ten minutes; each answer is kept as the last known one. */
export const loadTariffs = unstable_cache(askBilling, [TAG], { tags: [TAG], revalidate: TARIFFS_REVALIDATE });

const loadLastKnown = unstable_cache(readTariffSnapshot, [`${TAG}-last-known`], {
  tags: [TAG],
  revalidate: LAST_KNOWN_REVALIDATE,
});

/** Tariffs to show; `lastKnownAt` is null for billing's answer, else when the last known one was saved. */
export type CurrentTariffs = BillingTariffs & { lastKnownAt: string | null };

/** Billing's tariffs, or the last known ones when billing cannot answer; null when there are none. */
export async function currentTariffs(): Promise<CurrentTariffs | null> {
  try {
    return { ...(await loadTariffs()), lastKnownAt: null };
  } catch (error) {
    if (!(error instanceof BillingUnavailableError)) throw error;
    const snapshot = await loadLastKnown();
    logger().warn(
      { err: error.message, lastKnownAt: snapshot?.savedAt ?? null },
      'billing tariffs unavailable: showing the last known ones',
    );
    return snapshot ? { ...snapshot.answer, lastKnownAt: snapshot.savedAt } : null;
  }
}

/** Tariffs and series of a language (billing's or the last known), or null when there are none. */
export async function tariffsIn(lang: Lang) {
  const current = await currentTariffs();
  return current ? localize(current, lang) : null;
}

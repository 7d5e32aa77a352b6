/** Promo code check: valid (with its description), expired, or unknown. */
import 'server-only';
import { sql } from 'drizzle-orm';
import { fail } from '@/lib/platform/errors/domain-error';
import { getDb } from '@/lib/platform/db';
import type { Db } from '@/lib/platform/db/client';
import { promoCodes } from '@/lib/platform/db/schema';
import type { Lang } from '@/lib/platform/i18n/locales';

/** The answer of a promo check. */
export type PromoState = { state: 'valid' | 'expired' | 'unknown'; description?: string; valid_to?: string };

/** Looks a code up (case-insensitively) at `now`, in `db` (a transaction's, when the check guards a write). */
export async function promoState(db: Db, code: string, lang: Lang, now = new Date()): Promise<PromoState> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = ${code.toLowerCase()}`);
  if (!row) return { state: 'unknown' };
  if (now < row.validFrom || now > row.validTo) return { state: 'expired' };
  return { state: 'valid', description: row.description[lang], valid_to: row.validTo.toISOString() };
}

/** Looks a code up (case-insensitively) at `now`. */
export async function checkPromo(code: string, lang: Lang, now = new Date()): Promise<PromoState> {
  return promoState(await getDb(), code, lang, now);
}

/** Refuses a code given with a request unless it is valid now: a 400 naming `promo`, so the visitor fixes or clears it. */
export async function requireUsablePromo(db: Db, code: string | null | undefined, lang: Lang): Promise<void> {
  if (!code) return;
  const { state } = await promoState(db, code, lang);
  if (state === 'expired') throw fail('validation', [{ path: 'promo', key: 'promoExpired' }]);
  if (state === 'unknown') throw fail('validation', [{ path: 'promo', key: 'promoUnknown' }]);
}

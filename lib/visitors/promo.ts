/** Promo code check: valid (with its description), expired, or unknown. */
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { promoCodes } from '@/lib/db/schema';
import type { Lang } from '@/lib/i18n/locales';

/** The answer of a promo check. */
export type PromoState = { state: 'valid' | 'expired' | 'unknown'; description?: string; valid_to?: string };

/** Looks a code up (case-insensitively) at `now`. */
export async function checkPromo(code: string, lang: Lang, now = new Date()): Promise<PromoState> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(sql`lower(${promoCodes.code}) = ${code.toLowerCase()}`);
  if (!row) return { state: 'unknown' };
  if (now < row.validFrom || now > row.validTo) return { state: 'expired' };
  return { state: 'valid', description: row.description[lang], valid_to: row.validTo.toISOString() };
}

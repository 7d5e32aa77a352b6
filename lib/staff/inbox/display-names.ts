/**
 * The names the inbox shows for what visitors sent as codes: a request's tariff code as the tariff's
 * name, a résumé's vacancy number as the vacancy's title. Read for the admin pages and the CSV export.
 */
import 'server-only';
import type { Db } from '@/lib/platform/db/client';
import type { Lang } from '@/lib/platform/i18n/locales';
import { translator } from '@/lib/platform/i18n/translator';
import { currentTariffs } from '@/lib/visitors/billing/tariffs';
import { logger } from '@/lib/platform/log/logger';
import { vacancies } from '@/lib/content/sections/vacancies/table';

/** Turns a stored code into the name a person reads, in the admin's language. */
export type DisplayNames = { tariff: (code: string) => string; vacancy: (value: string) => string };

async function tariffNames(lang: Lang): Promise<Map<string, string> | null> {
  try {
    const tariffs = await currentTariffs();
    return tariffs ? new Map(tariffs.tariffs.map((t) => [t.code, t.name[lang]])) : null;
  } catch (err) {
    // without billing's list a code cannot be told unknown: it is shown as stored
    logger().warn({ err }, 'tariff names unavailable for the inbox');
    return null;
  }
}

/** Every vacancy's title by its number, closed ones too: a résumé outlives the opening it answered. */
async function vacancyTitles(db: Db, lang: Lang): Promise<Map<string, string>> {
  const rows = await db.select({ id: vacancies.id, title: vacancies.title }).from(vacancies);
  return new Map(rows.map((r) => [String(r.id), r.title[lang]]));
}

/** Codes as names; a tariff code billing does not know is marked as such, a vacancy named in words stays as sent. */
export async function displayNames(db: Db, lang: Lang): Promise<DisplayNames> {
  const t = translator(lang, 'AdminNames');
  const [tariffs, titles] = await Promise.all([tariffNames(lang), vacancyTitles(db, lang)]);
  return {
    tariff: (code) => {
      if (!tariffs) return code;
      return tariffs.get(code) ?? t('unknownTariff', { code });
    },
    vacancy: (value) => titles.get(value.trim()) ?? value,
  };
}

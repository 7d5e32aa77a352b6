/** The tariffs a visitor can compare the speed test with: billing's (or the last known) internet tariffs. */
import 'server-only';
import { tariffsIn } from '@/lib/visitors/billing/tariffs';
import type { Lang } from '@/lib/platform/i18n/locales';

/** Internet tariffs of a language in billing's order, with their speeds; empty while billing has never answered. */
export async function speedTestTariffs(lang: Lang) {
  const current = await tariffsIn(lang);
  return (current?.tariffs ?? [])
    .filter((t) => t.kind !== 'tv' && t.speed > 0)
    .map((t) => ({ code: t.code, name: t.name, speed: t.speed, speedTasix: t.speed_tasix }));
}

/** Static components (SPEC §3): `map` holds single texts by key, `list` holds lists by key. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import type { Lang } from '@/lib/platform/i18n/locales';
import { cachedRead } from '@/lib/content/site/cache';
import { localize } from '@/lib/content/site/localize';
import { staticComponents } from './table';

export type StaticComponents = { map: Record<string, string>; list: Record<string, unknown[]> };

/** Every static component of a language. */
export const getStaticComponents = cachedRead('static', ['sc'], async (lang: Lang): Promise<StaticComponents> => {
  const db = await getDb();
  const rows = await db.select().from(staticComponents);
  const result: StaticComponents = { map: {}, list: {} };
  for (const row of rows) {
    if (row.kind === 'map') result.map[row.key] = localize(row.value as { rus: string; uzb: string }, lang);
    else result.list[row.key] = localize(row.value as unknown[], lang);
  }
  return result;
});

/** A typed list of the static components, empty when missing. */
export function staticList<T>(components: StaticComponents, key: string): T[] {
  return (components.list[key] ?? []) as T[];
}

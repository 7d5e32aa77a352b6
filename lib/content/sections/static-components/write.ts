/**
 * Store of the static components, keyed by their text key. A save must keep the stored row's
 * kind and shape (same record keys, texts stay texts in both languages), so a page never
 * receives a list it cannot render; HTML texts are sanitised.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fail } from '@/lib/platform/errors/domain-error';
import { sanitizeRichText } from '@/lib/content/site/sanitize';
import type { SectionStore } from '../shared/numeric-store';
import type { scData } from './schema';
import { shapeMismatch } from './shape';
import { staticComponents } from './table';

type ScData = z.output<typeof scData>;

const HTML = /<[a-z][^>]*>/i;

function clean(value: unknown): unknown {
  if (typeof value === 'string') return HTML.test(value) ? sanitizeRichText(value) : value;
  if (Array.isArray(value)) return value.map(clean);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v)]));
  return value;
}

/** The static components. */
export const scStore: SectionStore<ScData> = {
  async list(db) {
    const rows = await db.select().from(staticComponents).orderBy(asc(staticComponents.key));
    return rows.map((r) => ({ id: r.key, data: { kind: r.kind, value: r.value } as ScData }));
  },
  async get(db, id) {
    const [r] = await db
      .select()
      .from(staticComponents)
      .where(eq(staticComponents.key, String(id)));
    return r ? ({ kind: r.kind, value: r.value } as ScData) : null;
  },
  async insert(tx, data) {
    throw fail('forbidden', [{ path: 'id', key: 'unknownKey', values: { kind: data.kind } }]);
  },
  async update(tx, id, data) {
    const [r] = await tx
      .select()
      .from(staticComponents)
      .where(eq(staticComponents.key, String(id)));
    if (!r) throw fail('validation', [{ path: 'id', key: 'unknownKey' }]);
    if (r.kind !== data.kind) throw fail('validation', [{ path: 'data.value', key: 'shapeMismatch' }]);
    // The edited field is named, so the form shows the message next to it.
    const mismatch = shapeMismatch(r.value, data.value);
    if (mismatch)
      throw fail('validation', [{ path: ['data.value', mismatch.path].filter(Boolean).join('.'), key: mismatch.key }]);
    await tx
      .update(staticComponents)
      .set({ value: clean(data.value), updatedAt: new Date() })
      .where(eq(staticComponents.key, r.key));
    return true;
  },
  async remove() {
    // The pages need every key; a text is emptied, never removed.
    throw fail('forbidden');
  },
};

/**
 * Plants the XSS corpus in every text field of every content section through the admin API (as a
 * signed-in developer), and takes it out again. Each planted text starts with a visible token
 * ⟦n⟧, so a page that shows the field can be told apart from one that does not.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { CONTENT_SECTIONS, SECTION_DATA, SECTION_FIELDS, type ContentSection } from '../../lib/content/sections';
import { XSS_LINK_PAYLOADS, XSS_PAYLOADS } from '../../tests/fixtures/xss-payloads';
import { BASE, sign } from './admin';

type Item = { section: ContentSection; id: number | string; version?: number; data: Record<string, unknown> };

/** What was planted: the section of each token, the items to delete and the static components to restore. */
export type Planting = { sectionOf: Map<number, string>; created: Item[]; originals: Item[] };

const today = (days = 0) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Besides its texts, what makes a new item show on the public site.
const SHOWN: Partial<Record<ContentSection, Record<string, unknown>>> = {
  navbar: { visible: true, position: 0 },
  footer: { visible: true, position: 0 },
  slider: { type: 'main', active: true, starts_at: null, ends_at: null, position: 0 },
  news: { published: true, published_at: new Date().toISOString() },
  faq: { position: 0 },
  partners: { position: 0 },
  vacancy: { open: true, position: 0 },
  tenders: { active: true, publish_date: today(), start_date: today(), end_date: today(30) },
  ca: { in_coverage: true, technology: 'GPON' },
};

// Static-component strings that are no free text: ids and choices the pages look up, dates, and
// links and images (kept as they are by the shape check, tested on their own).
// Identifiers and addresses, not texts a page shows (a tariff `code` flags a card, it is not printed).
const NOT_TEXT = new Set(['id', 'code', 'group', 'technology', 'audience', 'plate', 'date', 'image', 'icon', 'url']);

function maxLength(schema: unknown): number {
  const s = schema as { maxLength?: number | null; shape?: { rus?: unknown }; options?: unknown[] } | undefined;
  if (typeof s?.maxLength === 'number') return s.maxLength;
  if (s?.shape?.rus) return maxLength(s.shape.rus);
  if (Array.isArray(s?.options)) return Math.min(...s.options.map(maxLength));
  return 60_000;
}

/** Hands out payloads in turn, each behind a fresh token, fitting a field's length. */
class Payloads {
  readonly sectionOf = new Map<number, string>();
  private turn = 0;

  text(section: string, max = 60_000): string {
    const token = `⟦${this.sectionOf.size + 1}⟧`;
    this.sectionOf.set(this.sectionOf.size + 1, section);
    for (let tries = 0; tries < XSS_PAYLOADS.length; tries++) {
      const payload = XSS_PAYLOADS[this.turn++ % XSS_PAYLOADS.length]!.text;
      if (token.length + payload.length <= max) return token + payload;
    }
    return `${token}'"><i>`.slice(0, max);
  }

  link(): string {
    return XSS_LINK_PAYLOADS[this.turn++ % XSS_LINK_PAYLOADS.length]!.text;
  }

  /** Every free-text string inside a static component's value replaced (tokens labelled `label`). */
  leaves(value: unknown, label: string, key = ''): unknown {
    if (typeof value === 'string') return NOT_TEXT.has(key) ? value : this.text(label);
    if (Array.isArray(value)) return value.map((v) => this.leaves(v, label, key));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.leaves(v, label, k)]));
    return value;
  }
}

function plantedData(
  section: ContentSection,
  template: Record<string, unknown>,
  payloads: Payloads,
): Record<string, unknown> {
  const schema = (SECTION_DATA[section] as unknown as { shape: Record<string, unknown> }).shape;
  const data: Record<string, unknown> = { ...template, ...SHOWN[section] };
  for (const { name, kind } of SECTION_FIELDS[section]) {
    const max = maxLength(schema[name]);
    if (kind.startsWith('localized'))
      data[name] = { rus: payloads.text(section, max), uzb: payloads.text(section, max) };
    else if (kind === 'text') data[name] = payloads.text(section, max);
    else if (kind === 'link') data[name] = payloads.link();
    else if (kind === 'files') data[name] = [{ name: payloads.link(), label: payloads.text(section, 300) }];
  }
  return data;
}

/** The admin API as the signed-in staff member of `request`. */
export function adminApi(request: APIRequestContext) {
  const headers = () => ({ ...sign(), origin: BASE });
  return {
    list: async (section: string): Promise<Item[]> =>
      (await (await request.get(`/api/v1/adm/${section}`, { headers: headers() })).json()).data,
    save: (item: Omit<Item, 'id'> & { id?: number | string }) =>
      request.post('/api/v1/save', { data: item, headers: headers() }),
    remove: (section: string, id: number | string) =>
      request.delete(`/api/v1/adm/${section}?id=${id}`, { headers: headers() }),
  };
}

/** Creates one item per content section (static components: every one rewritten) with payloads in every text field. */
export async function plantEverywhere(request: APIRequestContext): Promise<Planting> {
  const api = adminApi(request);
  const payloads = new Payloads();
  const planting: Planting = { sectionOf: payloads.sectionOf, created: [], originals: [] };
  for (const section of CONTENT_SECTIONS) {
    const items = await api.list(section);
    if (section === 'sc') {
      for (const item of items) {
        const res = await api.save({
          ...item,
          data: { ...item.data, value: payloads.leaves(item.data.value, `sc ${item.id}`) },
        });
        expect(res.status(), `sc ${item.id}: ${await res.text()}`).toBe(200);
        planting.originals.push(item);
      }
      continue;
    }
    const res = await api.save({ section, data: plantedData(section, items[0]!.data, payloads) });
    expect(res.status(), `${section}: ${await res.text()}`).toBe(200);
    planting.created.push((await res.json()).data);
  }
  return planting;
}

/** Deletes the planted items and gives the static components their texts back. */
export async function removePlanting(request: APIRequestContext, planting: Planting): Promise<void> {
  const api = adminApi(request);
  for (const item of planting.created) expect((await api.remove(item.section, item.id)).status()).toBe(200);
  // the planting saved each static component once more: the restore is based on the version that save made
  const current = new Map((await api.list('sc')).map((item) => [String(item.id), item.version]));
  for (const item of planting.originals)
    expect((await api.save({ ...item, version: current.get(String(item.id)) })).status()).toBe(200);
}

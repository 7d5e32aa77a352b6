/**
 * How the audit trail names the item of an entry: a content item by its title (from the data the entry
 * kept), a static component by its human name, an inbox item as 'Заявка №11' (no personal data: the trail
 * outlives the item), an account by its e-mail; the stored id only when nothing better is known.
 */
import { INBOX_SECTIONS } from '@/lib/staff/inbox/sections';
import { SECTION_FIELDS, isContentSection } from '@/lib/content/sections';
import { isNamedStaticKey } from '@/lib/content/sections/static-components/pages';

/** What the trail keeps of a change. */
export type AuditNameSource = { section: string; itemId: string | null; before: unknown; after: unknown };
/** The AdminNames lookup. */
export type NameText = (key: string, values?: Record<string, string | number>) => string;

const TITLE_KINDS = ['localized', 'text'];

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The first title-like field of a content item's data, in the language asked for. */
function titleOf(section: string, data: Record<string, unknown>, lang: 'rus' | 'uzb'): string {
  if (!isContentSection(section)) return '';
  // a text in both languages names an item better than a number-like text field (a tender's number)
  const fields = TITLE_KINDS.flatMap((kind) => SECTION_FIELDS[section].filter((f) => f.kind === kind));
  for (const field of fields) {
    const value = data[field.name];
    const localized = record(value);
    const text = localized ? localized[lang] || localized.rus : value;
    if (typeof text === 'string' && text.trim()) return text.trim().slice(0, 120);
  }
  return '';
}

/** The item's name in the trail, in the admin's language. */
export function auditItemName(entry: AuditNameSource, lang: 'rus' | 'uzb', t: NameText): string {
  const id = entry.itemId ?? '';
  if ((INBOX_SECTIONS as readonly string[]).includes(entry.section))
    return id === '*' ? t('audit.expired') : t(`audit.inbox.${entry.section}`, { id });
  if (entry.section === 'sc' && isNamedStaticKey(id)) return t(`staticKeys.${id}`);
  if (entry.section === 'profile') return t('audit.ownAccount');
  const data = record(entry.after) ?? record(entry.before);
  if (entry.section === 'users' && typeof data?.email === 'string') return data.email;
  const title = data ? titleOf(entry.section, data, lang) : '';
  return title ? `«${title}»` : id;
}

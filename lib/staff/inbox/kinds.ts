/**
 * The one list of inbox sections' kinds (section-kind.ts): tables, row types and every per-section
 * lookup are derived from it, so a new section is a new folder and one line here.
 */
import 'server-only';
import { messagesKind } from './messages/kind';
import { ratingsKind } from './ratings/kind';
import { requestsKind } from './requests/kind';
import { resumesKind } from './resumes/kind';
import type { InboxKind } from './section-kind';
import type { InboxSection } from './sections';

/** Every section's kind, in the order of INBOX_SECTIONS. */
export const INBOX_KINDS = [requestsKind, messagesKind, resumesKind, ratingsKind] as const;

type Kinds = (typeof INBOX_KINDS)[number];

/** Any of the inbox tables (they share id, created_at and the work state). */
export type InboxTable = Kinds['table'];

/** The stored row of a section. */
export type RowOf<S extends InboxSection> = Extract<Kinds, { section: S }>['table']['$inferSelect'];

/** The kind of a section, as generic code handles it: rows of any inbox table in, the section's items out. */
export function kindOf<S extends InboxSection>(section: S): InboxKind<S, InboxTable> {
  const kind = INBOX_KINDS.find((k) => k.section === section);
  if (!kind) throw new Error(`no inbox kind for section ${section}`);
  return kind as unknown as InboxKind<S, InboxTable>;
}

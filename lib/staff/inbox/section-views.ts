/**
 * What the admin's list and detail pages show of a section: its columns, fields and how their texts
 * are written. Client-safe (components read it); the server-side kind in section-kind.ts extends it.
 */
import type { SizeUnits } from '@/lib/platform/format/file-size';
import type { ItemOf } from './contract';
import type { InboxSection } from './sections';
import type { InboxText } from './view-texts';

/** The address parts a request or a message carries, in the order a person writes them (city last). */
export const ADDRESS_FIELDS = ['district', 'street', 'house', 'apartment', 'city'] as const;

/** The names shown for stored codes (lib/staff/inbox/display-names), as the page passes them. */
export type CodeNames = { tariff: (code: string) => string; vacancy: (value: string) => string };

/** What a list cell's text may need: the admin's texts, file size units and code names. */
export type CellContext = { t: InboxText; units: SizeUnits; names: CodeNames };

/** A section's page views: its list columns (between the number and the work state) and its detail fields. */
export type InboxViews<S extends InboxSection = InboxSection> = {
  /** The section code of sections.ts this folder serves. */
  section: S;
  listColumns: readonly string[];
  /** The text of each list column but the creation time, which every section writes the same. */
  listCells: (item: ItemOf<S>, context: CellContext) => Record<string, string>;
  detailFields: readonly string[];
  /** Detail fields written in words rather than as stored (a rating's kind, reason and stars). */
  detailTexts?: (item: ItemOf<S>, t: InboxText) => Record<string, string>;
};

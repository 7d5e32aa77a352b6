/**
 * What the admin's list and detail pages show of a section: column and field names only, so it stays
 * client-safe (components read it; the server-side kind in section-kind.ts extends it).
 */
import type { InboxSection } from './sections';

/** The address parts a request or a message carries, in the order a person writes them (city last). */
export const ADDRESS_FIELDS = ['district', 'street', 'house', 'apartment', 'city'] as const;

/** A section's page views: its list columns (between the number and the work state) and its detail fields. */
export type InboxViews<S extends InboxSection = InboxSection> = {
  /** The section code of sections.ts this folder serves. */
  section: S;
  listColumns: readonly string[];
  detailFields: readonly string[];
};

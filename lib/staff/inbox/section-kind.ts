/**
 * The one small interface every inbox section's folder implements (requests/, messages/, resumes/,
 * ratings/): the generic list, search, CSV, e-mail, deletion and retention code asks the section's
 * kind (kinds.ts) instead of keeping a map per concern.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/platform/db/client';
import type { Env } from '@/lib/platform/env';
import type { ItemOf } from './contract';
import type { CsvColumn } from './csv-columns';
import type { InboxViews } from './section-views';
import type { InboxSection } from './sections';

/** A message lookup of the staff e-mail (InboxMail keys). */
export type MailText = (key: string, values?: Record<string, string | number>) => string;

/** One inbox section: its table and how its rows become items, CSV rows and e-mails. */
export type InboxKind<S extends InboxSection = InboxSection, T extends PgTable = PgTable> = InboxViews<S> & {
  table: T;
  /** The columns the free-text filter `q` searches. */
  searched: readonly PgColumn[];
  /** A stored row as the contract's JSON item. */
  toItem: (row: T['$inferSelect']) => ItemOf<S>;
  /** The CSV export's columns, in order. */
  csvColumns: readonly CsvColumn<S>[];
  /** The configured addresses told of a new item. */
  recipients: (config: Env) => string[];
  /** The e-mail's lines about the item, between its subject and the link: never more personal data than these. */
  mailLines: (item: ItemOf<S>, t: MailText) => string[];
  /** What else goes with deleted rows, in the deleting transaction (a résumé's file). */
  onDelete?: (tx: Db, rows: T['$inferSelect'][]) => Promise<void>;
};

/** Declares a section's kind; the section and table infer the types of the callbacks. */
export function defineKind<S extends InboxSection, T extends PgTable>(kind: InboxKind<S, T>): InboxKind<S, T> {
  return kind;
}

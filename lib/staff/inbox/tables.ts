/** Which table holds each inbox section, and the columns its text search looks in. */
import 'server-only';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { connectionRequests, contactMessages, resumes, serviceEvaluations } from '@/lib/platform/db/schema';
import type { InboxSection } from './sections';

/** The table of each inbox section. */
export const INBOX_TABLES = {
  requests: connectionRequests,
  messages: contactMessages,
  resumes,
  ratings: serviceEvaluations,
} as const;

/** Any of the four inbox tables (they share id, created_at and the work state). */
export type InboxTable = (typeof INBOX_TABLES)[InboxSection];

/** The stored row of each section. */
export type RowOf<S extends InboxSection> = (typeof INBOX_TABLES)[S]['$inferSelect'];

/** The columns the free-text filter `q` searches, per section. */
export const SEARCHED: Record<InboxSection, readonly PgColumn[]> = {
  requests: [connectionRequests.name, connectionRequests.phone, connectionRequests.email, connectionRequests.message],
  messages: [contactMessages.name, contactMessages.phone, contactMessages.email, contactMessages.message],
  resumes: [resumes.name, resumes.phone, resumes.email, resumes.vacancy, resumes.message],
  ratings: [serviceEvaluations.text, serviceEvaluations.reason, serviceEvaluations.eventId],
};

/**
 * The staff inbox: what visitors send, one section per kind, each with its own right (SPEC §6 table
 * extended). Client-safe: the admin navigation and forms read the codes and states from here.
 */
import type { Role } from '@/lib/staff/auth/roles';

/** The inbox sections, in the order the admin navigation lists them. */
export const INBOX_SECTIONS = ['requests', 'messages', 'resumes', 'ratings'] as const;
export type InboxSection = (typeof INBOX_SECTIONS)[number];

/** Where a staff member is with an item: new → in progress → done. */
export const WORK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

const INBOX_RIGHTS: Record<Role, readonly InboxSection[]> = {
  developer: INBOX_SECTIONS,
  manager: ['requests', 'messages', 'ratings'],
  marketing: ['requests', 'messages', 'ratings'],
  hr: ['resumes'],
  accounting: ['ratings'],
  none: [],
};

/** The inbox sections a role may open. */
export function inboxRights(role: Role): InboxSection[] {
  return [...INBOX_RIGHTS[role]];
}

/** Whether a role may open an inbox section. */
export function hasInboxRight(role: Role, section: InboxSection): boolean {
  return INBOX_RIGHTS[role].includes(section);
}

/** Narrows an arbitrary string to an inbox section code. */
export function isInboxSection(value: string): value is InboxSection {
  return (INBOX_SECTIONS as readonly string[]).includes(value);
}

/** Admin roles and the sections each may open (SPEC §6), computed on the server; the sections come from lib/content/sections. */
import { CONTENT_SECTIONS, SECTIONS, type Section } from '@/lib/content/sections';
import {
  INBOX_SECTIONS,
  hasInboxRight,
  inboxRights,
  isInboxSection,
  type InboxSection,
} from '@/lib/staff/inbox/sections';
import { hasInterestRight, INTEREST } from '@/lib/visitors/interest/rights';
import type { Role } from './roles';

export { SECTIONS, type Section } from '@/lib/content/sections';
export { ROLES, type Role } from './roles';

// The static components hold the pages' own texts and lists: only developers edit them.
const EDITED_CONTENT: readonly Section[] = CONTENT_SECTIONS.filter((s) => s !== 'sc');
// Outage notices speak for the network's state: the operations side (managers) posts them, not marketing.
const MARKETING_CONTENT: readonly Section[] = EDITED_CONTENT.filter((s) => s !== 'outages');

const RIGHTS: Record<Role, readonly Section[]> = {
  developer: SECTIONS,
  marketing: MARKETING_CONTENT,
  manager: EDITED_CONTENT,
  hr: ['vacancy'],
  accounting: ['ca'],
  none: [],
};

/** A code a role may hold: a content or users section, an inbox section, or the interest list. */
export type AccessRight = Section | InboxSection | typeof INTEREST;

/** Every code a right can name: the sections in the spec's order, then the inbox sections, then the interest list. */
export const ACCESS_RIGHTS: readonly AccessRight[] = [...SECTIONS, ...INBOX_SECTIONS, INTEREST];

/** The codes a role may open: its sections in the spec's order, then its inbox sections, then the interest list. */
export function accessRights(role: Role): AccessRight[] {
  return [...RIGHTS[role], ...inboxRights(role), ...(hasInterestRight(role) ? [INTEREST] : [])];
}

/** Whether a role holds a right of any kind. */
export function hasAccessRight(role: Role, code: AccessRight): boolean {
  if (code === INTEREST) return hasInterestRight(role);
  return isInboxSection(code) ? hasInboxRight(role, code) : hasRight(role, code);
}

/** Whether a role may open a section. */
export function hasRight(role: Role, section: Section): boolean {
  return RIGHTS[role].includes(section);
}

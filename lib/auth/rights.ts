/** Admin roles and the sections each may open (SPEC §6), computed on the server; the sections come from lib/sections. */
import { CONTENT_SECTIONS, SECTIONS, type Section } from '@/lib/sections';
import type { Role } from './roles';

export { SECTIONS, type Section } from '@/lib/sections';
export { ROLES, type Role } from './roles';

// The static components hold the pages' own texts and lists: only developers edit them.
const EDITED_CONTENT: readonly Section[] = CONTENT_SECTIONS.filter((s) => s !== 'sc');

const RIGHTS: Record<Role, readonly Section[]> = {
  developer: SECTIONS,
  marketing: EDITED_CONTENT,
  manager: EDITED_CONTENT,
  hr: ['vacancy'],
  accounting: ['ca'],
  none: [],
};

/** The section codes a role may open, in the spec's order. */
export function accessRights(role: Role): Section[] {
  return [...RIGHTS[role]];
}

/** Whether a role may open a section. */
export function hasRight(role: Role, section: Section): boolean {
  return RIGHTS[role].includes(section);
}

/** Narrows an arbitrary string to a section code. */
export function isSection(value: string): value is Section {
  return (SECTIONS as readonly string[]).includes(value);
}

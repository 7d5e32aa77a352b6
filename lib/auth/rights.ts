/** Admin roles and the sections each may open (SPEC §6), computed on the server. */

export const SECTIONS = ['ca', 'faq', 'footer', 'navbar', 'news', 'partners', 'sc', 'slider', 'tenders', 'users', 'vacancy'] as const;
export type Section = (typeof SECTIONS)[number];

export const ROLES = ['developer', 'marketing', 'manager', 'hr', 'accounting', 'none'] as const;
export type Role = (typeof ROLES)[number];

const CONTENT_SECTIONS: Section[] = ['ca', 'faq', 'footer', 'navbar', 'news', 'partners', 'slider', 'tenders', 'vacancy'];

const RIGHTS: Record<Role, readonly Section[]> = {
  developer: SECTIONS,
  marketing: CONTENT_SECTIONS,
  manager: CONTENT_SECTIONS,
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

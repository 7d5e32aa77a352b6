/**
 * The admin menu's groups, in the order the sidebar and the drawer show them. An entry is the code of
 * an admin page (`/{lang}/adm/{code}`); one line here adds a section to the menu. An account sees only
 * the entries it holds a right to, and a group left empty is not shown.
 */
export const ADMIN_NAV_GROUPS = [
  { group: 'inbox', entries: ['requests', 'messages', 'resumes', 'ratings', 'interest'] },
  { group: 'content', entries: ['news', 'slider', 'faq', 'sc', 'navbar', 'footer', 'partners', 'media'] },
  { group: 'company', entries: ['vacancy', 'tenders'] },
  { group: 'network', entries: ['ca', 'outages'] },
  { group: 'management', entries: ['users', 'audit'] },
] as const satisfies readonly { group: string; entries: readonly string[] }[];

/** A group's code (its heading's message key). */
export type NavGroupCode = (typeof ADMIN_NAV_GROUPS)[number]['group'];

/** The groups an account sees: only the entries among `allowed`, in the menu's order, without empty groups. */
export function visibleNavGroups(allowed: readonly string[]): { group: NavGroupCode; entries: string[] }[] {
  const open = new Set(allowed);
  return ADMIN_NAV_GROUPS.map(({ group, entries }) => ({ group, entries: entries.filter((e) => open.has(e)) })).filter(
    (g) => g.entries.length > 0,
  );
}

/**
 * Placeholders an admin writes as a menu link instead of a cabinet address: the pages put in the
 * configured address (lib/platform/env.ts), so the header, the drawer and the footer can never disagree.
 * No server imports: the admin form's schema (run in the browser too) accepts these values.
 */
export const CABINET_PLACEHOLDERS = {
  'cabinet:': 'CABINET_URL',
  'cabinet:beta': 'CABINET_BETA_URL',
  'cabinet:old': 'CABINET_OLD_URL',
} as const;

export type CabinetPlaceholder = keyof typeof CABINET_PLACEHOLDERS;

/** Whether a stored link is one of the cabinet placeholders. */
export function isCabinetPlaceholder(href: string): href is CabinetPlaceholder {
  return Object.hasOwn(CABINET_PLACEHOLDERS, href);
}

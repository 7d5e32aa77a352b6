/** The staff roles (SPEC §6); client-safe, for the users form. */

export const ROLES = ['developer', 'marketing', 'manager', 'hr', 'accounting', 'none'] as const;
export type Role = (typeof ROLES)[number];

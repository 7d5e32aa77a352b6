/** The staff accounts: a section of its own rights, edited by its own calls (user/*), not by POST save. */

/** The section's code. */
export const usersSection = { code: 'users' } as const;

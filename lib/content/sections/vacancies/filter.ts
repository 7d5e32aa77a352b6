/** Vacancy search, shared by the live box and the server-rendered `?q=` results so both agree. */

/** Whether a vacancy's lower-cased plain text matches `query` (case-insensitive; a blank query matches all). */
export function matchesVacancy(text: string, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || text.includes(q);
}

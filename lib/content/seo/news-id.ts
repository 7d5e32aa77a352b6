/** News ids in URLs: digits only and within a database integer, anything else is unknown (404). */

/** The numeric id of a `/news/{id}` segment, or null when it cannot be a news id. */
export function parseNewsId(segment: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(segment)) return null;
  return Number(segment);
}

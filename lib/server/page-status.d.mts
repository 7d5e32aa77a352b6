/** The status to answer for Next's `status` and page `body`; `headers` changed to match. */
export function pageStatus(
  status: number,
  headers: Record<string, unknown>,
  body: Buffer | null,
): { status: number; headers: Record<string, unknown> };

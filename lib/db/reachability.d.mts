/** What an answer during an outage asks the caller to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS: number;
/** Whether `error` (or an error it wraps) means the database cannot be reached or answer in time. */
export function isDbUnavailable(error: unknown): boolean;
/** Notes a failed query: remembered when its error means an outage. */
export function noteDbFailure(error: unknown, now?: number): void;
/** Whether a query failed for an outage within the recent past. */
export function dbRecentlyUnreachable(now?: number): boolean;

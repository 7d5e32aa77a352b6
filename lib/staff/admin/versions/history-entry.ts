/** One kept version as GET adm/{section}/history lists it (client-safe: the history panel and the conflict view read it). */

/** How a version came to be. */
export type VersionAction = 'original' | 'create' | 'update' | 'restore';

/** One version: `at` ISO, `by` an e-mail (both null for the version before versions began). */
export type HistoryEntry = {
  version: number;
  at: string | null;
  by: string | null;
  action: VersionAction;
  restored_from: number | null;
  data: unknown;
};

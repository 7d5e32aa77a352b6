/** Types of tag-times.mjs (plain JavaScript: the cache handler and the front server load it outside Next's bundles). */
export const SETTLE_MS: number;
export type TagsExpiredListener = (tags: string[]) => void;
export class TagTimes {
  onTagsExpired(listener: TagsExpiredListener): () => void;
  record(tags: readonly string[], at: number): void;
  expiredAt(tag: string): number | undefined;
  expiredSince(tags: Iterable<string>, storedAt: number): boolean;
}
export function processTagTimes(): TagTimes;
export function onTagsExpired(listener: TagsExpiredListener): () => void;

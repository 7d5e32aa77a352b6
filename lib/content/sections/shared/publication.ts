/**
 * Whether an item shows publicly, and what the admin list calls its state. Client-safe: the schemas,
 * the public reads and the admin badge share it, so all three agree on one item.
 */

/** The publication fields an item may have; sections without a schedule have only `published`. */
export type PublicationFields = {
  published: boolean;
  published_at?: string | null;
  unpublish_at?: string | null;
};

/** The four states the admin list shows. */
export type PublicationState =
  { kind: 'draft' } | { kind: 'scheduled'; at: string } | { kind: 'published' } | { kind: 'unpublished'; at: string };

/** Whether an optional end comes after the start (either left empty passes). */
export function endsAfterStart(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return true;
  return new Date(end).getTime() > new Date(start).getTime();
}

/** The state of an item at `now` (epoch ms). */
export function publicationState(item: PublicationFields, now: number): PublicationState {
  if (!item.published) return { kind: 'draft' };
  if (item.published_at && new Date(item.published_at).getTime() > now)
    return { kind: 'scheduled', at: item.published_at };
  if (item.unpublish_at && new Date(item.unpublish_at).getTime() <= now)
    return { kind: 'unpublished', at: item.unpublish_at };
  return { kind: 'published' };
}

/** Whether an item shows on the public site at `now` (epoch ms). */
export function isPubliclyShown(item: PublicationFields, now: number): boolean {
  return publicationState(item, now).kind === 'published';
}

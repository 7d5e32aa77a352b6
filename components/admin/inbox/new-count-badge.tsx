/** A section's count of new items and its spoken label ('3 новых'). */
export type NewCountEntry = { count: number; label: string };

/** The number of new items of a section, on a link of the navigation or the dashboard; nothing when there are none. */
export function NewCountBadge({ entry }: { entry: NewCountEntry | undefined }) {
  if (!entry?.count) return null;
  return (
    <>
      {' '}
      <span
        className="ml-1 inline-block min-w-6 rounded-full bg-accent-500 px-1.5 text-center text-xs font-bold text-ink"
        data-testid="new-count"
      >
        <span aria-hidden>{entry.count}</span>
        <span className="sr-only">{entry.label}</span>
      </span>
    </>
  );
}

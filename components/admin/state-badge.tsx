/** An item's on/off state (published, shown, open …) as a badge; the word carries the meaning, the colour repeats it. */
export function StateBadge({ on, label }: { on: boolean; label: string }) {
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
        on ? 'border-success bg-success-soft text-success-strong' : 'border-line-strong bg-surface-muted text-muted'
      }`}
      data-state={on ? 'on' : 'off'}
    >
      {label}
    </span>
  );
}

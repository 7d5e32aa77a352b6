import type { WorkStatus } from '@/lib/staff/inbox/sections';

const TONE: Record<WorkStatus, string> = {
  new: 'border-brand-600 bg-brand-50 text-brand-700',
  in_progress: 'border-warning bg-warning-soft text-warning-strong',
  done: 'border-success bg-success-soft text-success-strong',
};

/** An item's work state as a coloured badge; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ status, label }: { status: WorkStatus; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-status={status}
    >
      {label}
    </span>
  );
}

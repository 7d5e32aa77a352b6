import { CircleCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';

/** The all-clear when nothing is down: a green notice with a tick, so "no outages" reads as good news at a glance. */
export function AllClear({ text }: { text: string }) {
  return (
    <p
      data-testid="status-all-clear"
      className="flex items-center gap-3 rounded-xl border border-success bg-success-soft p-4 font-semibold text-success-strong"
    >
      <Icon icon={CircleCheck} aria-hidden className="size-6 shrink-0" />
      {text}
    </p>
  );
}

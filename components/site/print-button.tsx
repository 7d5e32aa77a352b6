'use client';
import { Printer } from 'lucide';
import { Icon } from '@/components/ui/icon';

/** Opens the browser's print dialog for the page (its print stylesheet keeps only the content). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 rounded-lg border border-line-strong px-4 py-2.5 font-semibold text-ink hover:bg-surface-muted"
    >
      <Icon icon={Printer} aria-hidden />
      {label}
    </button>
  );
}

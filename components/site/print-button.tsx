'use client';
import { Printer } from 'lucide';
import { Icon } from '@/components/ui/icon';

/** Opens the browser's print dialog for the page (its print stylesheet keeps only the content). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => window.print()} className="btn btn-secondary">
      <Icon icon={Printer} aria-hidden />
      {label}
    </button>
  );
}

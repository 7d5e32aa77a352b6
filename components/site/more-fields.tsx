'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';

type Props = {
  summary: string;
  /** True while a folded field has an error: the fold opens so the visitor sees it. */
  opened: boolean;
  className?: string;
  children: ReactNode;
};

/** Optional fields of a form folded under one summary line (a native `<details>`, so it opens without script). */
export function MoreFields({ summary, opened, className = '', children }: Props) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (opened && details.current) details.current.open = true;
  }, [opened]);
  return (
    <details ref={details} className={`group rounded-lg border border-line ${className}`}>
      <summary className="flex min-h-control cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
        {summary}
        <Icon icon={ChevronDown} aria-hidden className="size-5 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <div className="grid gap-4 px-4 pb-4 md:grid-cols-2">{children}</div>
    </details>
  );
}

'use client';
import { SiteLink } from '@/components/ui/site-link';
import { MARK_ARCS, MARK_DOT, MARK_RADIUS, MARK_T, MARK_VIEWBOX } from '@/lib/content/brand/mark';

/** The TashNet mark as inline SVG, decorative (the wordmark beside it carries the name). */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={MARK_VIEWBOX}
      aria-hidden="true"
      focusable="false"
      className={`shrink-0 ${className}`}
    >
      <rect width="32" height="32" rx={MARK_RADIUS} className="fill-brand-600" />
      <path d={MARK_ARCS} fill="none" strokeWidth="2.5" strokeLinecap="round" className="stroke-accent-500" />
      <path d={MARK_T} fill="none" strokeWidth="4" strokeLinecap="round" className="stroke-white" />
      <circle {...MARK_DOT} className="fill-white" />
    </svg>
  );
}

type Props = {
  href: string;
  name: string;
  tone?: 'light' | 'dark';
  /** Phones show the mark alone (the name is still read out), leaving the header row room for its buttons. */
  markOnlyOnPhones?: boolean;
};

/**
 * The logo, mark and wordmark, linking home. Its accessible name is the company name; `tone` is the
 * background it sits on. A client component: it stands in every page's header and footer, and so
 * the mark's drawing comes once with the script instead of again in each page's inline data.
 */
export function BrandLogo({ href, name, tone = 'light', markOnlyOnPhones = false }: Props) {
  return (
    <SiteLink
      href={href}
      className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight ${tone === 'light' ? 'text-brand-700' : 'text-white'}`}
    >
      <BrandMark />
      <span className={markOnlyOnPhones ? 'sr-only sm:not-sr-only' : undefined}>{name}</span>
    </SiteLink>
  );
}

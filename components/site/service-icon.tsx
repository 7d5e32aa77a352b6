'use client';
import type { ReactNode } from 'react';

// Outline glyphs on a 24-unit grid, drawn with the text colour; keyed by the service's `icon` field,
// whose names follow lucide's so the set can later be swapped for that library without touching the data.
const GLYPHS: Record<string, ReactNode> = {
  sparkles: (
    <>
      <path d="M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z" />
      <path d="M19 3v4M17 5h4M5 17v4M3 19h4" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2.1.7 3.5 2.8 3.5 6" />
    </>
  ),
  tv: (
    <>
      <rect x="2.5" y="6" width="19" height="13" rx="2" />
      <path d="M8 2.5l4 3.5 4-3.5M8 22h8" />
    </>
  ),
  phone: <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />,
  camera: (
    <>
      <path d="M3 8a2 2 0 0 1 2-2h2.5L9 3.5h6L16.5 6H19a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <circle cx="12" cy="13" r="3.5" />
    </>
  ),
  package: (
    <>
      <path d="M12 2.5l8.5 4.5v10L12 21.5 3.5 17V7z" />
      <path d="M3.5 7L12 11.5 20.5 7M12 11.5v10M7.8 4.8l8.5 4.5" />
    </>
  ),
  pause: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M10 8.5v7M14 8.5v7" />
    </>
  ),
  message: (
    <path d="M4 4.5h16a1.5 1.5 0 0 1 1.5 1.5v10a1.5 1.5 0 0 1-1.5 1.5H9l-5 4v-4a1.5 1.5 0 0 1-1.5-1.5V6A1.5 1.5 0 0 1 4 4.5z" />
  ),
  zap: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19M12 2.5c2.5 2.7 3.8 6 3.8 9.5s-1.3 6.8-3.8 9.5c-2.5-2.7-3.8-6-3.8-9.5s1.3-6.8 3.8-9.5z" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="16.5" rx="2" />
      <path d="M3 9.5h18M8 2.5v4M16 2.5v4" />
    </>
  ),
  moon: <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z" />,
  wrench: (
    <path d="M14.7 6.3a4.5 4.5 0 0 1 5.8-3.1l-3 3 .4 2.5 2.5.4 3-3a4.5 4.5 0 0 1-6 5.7L8 21a2.1 2.1 0 0 1-3-3l9.1-9.4a4.5 4.5 0 0 1 .6-2.3z" />
  ),
  wifi: (
    <>
      <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10.5 10.5 0 0 1 14 0M8.5 16a5.5 5.5 0 0 1 7 0" />
      <circle cx="12" cy="19.5" r="1" />
    </>
  ),
  speaker: (
    <>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <circle cx="12" cy="14" r="3.5" />
      <circle cx="12" cy="6.5" r="1" />
    </>
  ),
};

const FALLBACK = (
  <>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v5l3 3" />
  </>
);

/**
 * A service's icon, hidden from assistive technology (the title beside it names the service). A
 * client component taking only the glyph's name: a grid of services then sends a name per card in
 * the page's inline data, not each drawing.
 */
export function ServiceIcon({ name, className = 'h-8 w-8' }: { name: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={name}
    >
      {GLYPHS[name] ?? FALLBACK}
    </svg>
  );
}

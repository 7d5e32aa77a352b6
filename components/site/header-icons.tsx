/** Line icons of the header, drawn on the server (no icon font, no script); they take the text colour. */
const common = {
  'aria-hidden': true,
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A telephone handset. */
export function PhoneIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

/** Three lines: the menu. */
export function MenuIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

/** A cross: close. */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M18 6 6 18M6 6l12 12" />
    </svg>
  );
}

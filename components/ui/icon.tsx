import { createElement } from 'react';
import type { IconNode } from 'lucide';

type Props = { icon: IconNode; className?: string; strokeWidth?: number } & (
  { 'aria-hidden': true } | { 'aria-label': string }
);

/**
 * A lucide icon (imported one by one: `import { Phone } from 'lucide'`) as inline SVG. No hooks and
 * no 'use client', so it renders on the server and adds no script; inside a client component it
 * costs only its path data. Next to text pass `aria-hidden`; alone, an `aria-label` from messages.
 * Lucide's stroke settings are the `icon` utility (app/tokens.css) rather than attributes: a page
 * carries each icon twice (its HTML and its inline RSC data), so every attribute is paid twice.
 */
export function Icon({ icon, className = 'size-5', strokeWidth, ...a11y }: Props) {
  return (
    <svg
      viewBox="0 0 24 24"
      // an attribute, the weakest rule, so a fill-* class on the icon still fills it
      fill="none"
      className={`icon ${className}`}
      {...(strokeWidth === undefined ? {} : { style: { strokeWidth } })}
      {...('aria-label' in a11y ? { role: 'img' } : {})}
      {...a11y}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

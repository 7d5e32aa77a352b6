import { createElement } from 'react';
import type { IconNode } from 'lucide';

type Props = { icon: IconNode; className?: string; strokeWidth?: number } & (
  { 'aria-hidden': true } | { 'aria-label': string }
);

/**
 * A lucide icon (imported one by one: `import { Phone } from 'lucide'`) as inline SVG. No hooks and
 * no 'use client', so it renders on the server and adds no script; inside a client component it
 * costs only its path data. Next to text pass `aria-hidden`; alone, an `aria-label` from messages.
 */
export function Icon({ icon, className = 'size-5', strokeWidth = 2, ...a11y }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={'aria-label' in a11y ? 'img' : undefined}
      className={className}
      {...a11y}
    >
      {icon.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

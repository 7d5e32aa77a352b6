'use client';
import type { ComponentProps } from 'react';
import { SiteLink } from './site-link';

type Props = Omit<ComponentProps<typeof SiteLink>, 'markCurrent'>;

/**
 * A link of the site's menus: a SiteLink that says `aria-current="page"` on its own page and looks it
 * (link-current). The header, drawer and footer hold some thirty of them, so the mark is not sent
 * with each one.
 */
export function NavLink({ className, ...props }: Props) {
  return <SiteLink {...props} className={className ? `${className} link-current` : 'link-current'} markCurrent />;
}

import type { ReactNode } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { menuHref } from '@/lib/content/site/menu-href';
import type { Lang } from '@/lib/platform/i18n/locales';

type Props = { lang: Lang; href: string; className?: string; children: ReactNode };

/** A link of an admin-edited menu: the site's pages marked when current, cabinet placeholders and other sites as plain links. */
export function MenuLink({ lang, href, className, children }: Props) {
  const target = menuHref(lang, href);
  if (target.external) {
    return (
      <a href={target.href} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <NavLink href={target.href} className={className}>
      {children}
    </NavLink>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from '@/components/ui/nav-link';
import { menuHref } from '@/lib/content/site/menu-href';
import type { Lang } from '@/lib/platform/i18n/locales';

type Props = { lang: Lang; href: string; children: ReactNode };

/**
 * A link of an admin-edited menu: the site's pages marked when current, cabinet placeholders and
 * other sites as plain links. Its look comes from the list it stands in (`*:menu-link`, `footer-links`).
 */
export function MenuLink({ lang, href, children }: Props) {
  const target = menuHref(lang, href);
  if (target.external) {
    return (
      <a href={target.href} rel="noopener">
        {children}
      </a>
    );
  }
  return <NavLink href={target.href}>{children}</NavLink>;
}

import type { ReactNode } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { menuHref } from '@/lib/content/site/menu-href';
import type { Lang } from '@/lib/platform/i18n/locales';

// The current page: bold and underlined, not told by colour alone.
const CURRENT =
  'aria-[current=page]:font-bold aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4';

type Props = { lang: Lang; href: string; className: string; children: ReactNode };

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
    <SiteLink href={target.href} className={`${className} ${CURRENT}`} markCurrent>
      {children}
    </SiteLink>
  );
}

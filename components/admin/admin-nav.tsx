'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { Menu, X } from 'lucide';
import { MenuDrawer } from '@/components/site/menu-drawer';
import { Icon } from '@/components/ui/icon';
import { NewCountBadge, type NewCountEntry } from './inbox/new-count-badge';

/** One link of the admin menu; `badge` is the count of new items waiting in the section, with its spoken label. */
export type AdminNavItem = { href: string; label: string; badge?: NewCountEntry };
/** Texts of the admin menu. */
export type AdminNavTexts = { label: string; openMenu: string; closeMenu: string };
type Props = { items: AdminNavItem[]; texts: AdminNavTexts; account: ReactNode };

/** Whether a link is the page being shown or one of its sub-pages (an item form, a detail view). */
export function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

type LinksProps = Omit<Props, 'account' | 'texts'> & { pathname: string; listClass: string; linkClass: string };

function NavLinks({ items, pathname, listClass, linkClass }: LinksProps) {
  return (
    <ul className={listClass}>
      {items.map((item) => {
        const current = isCurrent(item.href, pathname);
        return (
          <li key={item.href}>
            <Link href={item.href} aria-current={current ? 'page' : undefined} className={linkClass}>
              {item.label}
              <NewCountBadge entry={item.badge} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The admin sections menu: a row of links from 768 px, a drawer (the public site's) behind a menu button below,
 * where the account block moves too. The current section is marked for sight (underline) and for screen readers.
 */
export function AdminNav({ items, texts, account }: Props) {
  const pathname = usePathname();
  const mark = 'inline-flex items-center gap-2 rounded aria-[current=page]:font-bold aria-[current=page]:underline';
  return (
    <nav aria-label={texts.label} className="md:w-full md:bg-brand-700">
      <MenuDrawer
        id="admin-menu"
        className="md:hidden"
        summaryClassName="text-white hover:bg-surface/15"
        openLabel={texts.openMenu}
        closeLabel={texts.closeMenu}
        title={texts.label}
        menuIcon={<Icon icon={Menu} aria-hidden className="size-6" />}
        closeIcon={<Icon icon={X} aria-hidden className="size-6" />}
      >
        <NavLinks
          items={items}
          pathname={pathname}
          listClass="flex flex-col"
          linkClass={`${mark} w-full px-3 py-3 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700`}
        />
        <div className="flex flex-col gap-3 border-t border-line pt-4 text-sm">{account}</div>
      </MenuDrawer>
      <NavLinks
        items={items}
        pathname={pathname}
        listClass="mx-auto hidden max-w-7xl flex-wrap gap-1 px-4 py-2 text-sm md:flex"
        linkClass={`${mark} px-2 py-1 underline-offset-4 hover:bg-surface/15 aria-[current=page]:bg-surface/15`}
      />
    </nav>
  );
}

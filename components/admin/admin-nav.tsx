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
/** A titled group of the admin menu (Входящие, Контент …). */
export type AdminNavGroup = { code: string; label: string; items: AdminNavItem[] };
/** Texts of the admin menu. */
export type AdminNavTexts = { label: string; openMenu: string; closeMenu: string };

/** Whether a link is the page being shown or one of its sub-pages (an item form, a detail view). */
export function isCurrent(href: string, pathname: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

const LINK =
  'flex items-center justify-between gap-2 rounded px-3 py-2 hover:bg-brand-50 ' +
  'aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-700 aria-[current=page]:underline';

/** The groups as titled lists; `variant` keeps the ids of the drawer's copy apart from the sidebar's. */
function NavGroups({ groups, variant }: { groups: AdminNavGroup[]; variant: 'sidebar' | 'drawer' }) {
  const pathname = usePathname();
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => {
        const id = `admin-nav-${variant}-${group.code}`;
        return (
          <div key={group.code} className="flex flex-col gap-1">
            <span id={id} className="px-3 text-xs font-semibold tracking-wide text-muted uppercase">
              {group.label}
            </span>
            <ul aria-labelledby={id} className="flex flex-col">
              {group.items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
                    className={LINK}
                  >
                    <span>{item.label}</span>
                    <NewCountBadge entry={item.badge} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

/** The admin menu as a sidebar beside the page, from the desktop width (1024 px) up. */
export function AdminSidebarNav({ groups, texts }: { groups: AdminNavGroup[]; texts: AdminNavTexts }) {
  return (
    <nav
      aria-label={texts.label}
      className="hidden w-64 shrink-0 border-r border-line bg-surface-alt px-2 py-6 text-sm lg:block"
    >
      <NavGroups groups={groups} variant="sidebar" />
    </nav>
  );
}

/**
 * The admin menu on phones and tablets: a drawer (the public site's) behind a menu button in the header,
 * holding the groups and the account block. It covers the header while open, so its own close button
 * is the one close control on screen.
 */
export function AdminDrawerNav({
  groups,
  texts,
  account,
}: {
  groups: AdminNavGroup[];
  texts: AdminNavTexts;
  account: ReactNode;
}) {
  return (
    <nav aria-label={texts.label} className="lg:hidden">
      <MenuDrawer
        id="admin-menu"
        className=""
        coverHeader
        summaryClassName="text-white hover:bg-surface/15"
        openLabel={texts.openMenu}
        closeLabel={texts.closeMenu}
        title={texts.label}
        menuIcon={<Icon icon={Menu} aria-hidden className="size-6" />}
        closeIcon={<Icon icon={X} aria-hidden className="size-6" />}
      >
        <NavGroups groups={groups} variant="drawer" />
        <div className="flex flex-col gap-3 border-t border-line pt-4 text-sm">{account}</div>
      </MenuDrawer>
    </nav>
  );
}

'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  href: string;
  /** In a navigation: says `aria-current="page"` when the link leads to the page shown. */
  markCurrent?: boolean;
};

/**
 * A link of the public site: client-side navigation like next/link, but the page is prefetched
 * when the visitor reaches for the link (pointer over it, finger on it, keyboard focus), not when
 * the link scrolls into view. Viewport prefetching fetched and decoded the page of every link in
 * view right after load: data a visitor on a metered mobile connection pays for pages they may
 * never open, and main-thread work while the page is still becoming interactive. Reaching for a
 * link still starts the fetch before the click lands.
 * The current page is known from the path on the server too (pages are cached per path), and stays
 * right after client-side navigations, where the header and the footer are not rendered again.
 */
export function SiteLink({ href, markCurrent, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const pathname = usePathname();
  const internal = href.startsWith('/') && !href.startsWith('//');
  const warm = () => {
    if (internal) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      aria-current={markCurrent && pathname === href ? 'page' : props['aria-current']}
      onMouseEnter={(event) => {
        warm();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        warm();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        warm();
        onFocus?.(event);
      }}
    />
  );
}

'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * A link of the public site: client-side navigation like next/link, but the page is prefetched
 * when the visitor reaches for the link (pointer over it, finger on it, keyboard focus), not when
 * the link scrolls into view. Viewport prefetching fetched and decoded the page of every link in
 * view right after load: data a visitor on a metered mobile connection pays for pages they may
 * never open, and main-thread work while the page is still becoming interactive. Reaching for a
 * link still starts the fetch before the click lands.
 */
export function SiteLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const internal = href.startsWith('/') && !href.startsWith('//');
  const warm = () => {
    if (internal) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
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

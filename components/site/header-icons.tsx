'use client';
import { Menu, Phone, Wallet, X } from 'lucide';
import { Icon } from '@/components/ui/icon';

// The header's icons as client components without props: the header is on every page, and so
// their path data comes once with the script instead of again in each page's inline data.

/** The wallet beside "pay". */
export function PayIcon() {
  return <Icon icon={Wallet} aria-hidden className="size-5 shrink-0" />;
}

/** The receiver of the call button. */
export function CallIcon() {
  return <Icon icon={Phone} aria-hidden className="size-6" />;
}

/** The drawer's open (menu) icon. */
export function MenuIcon() {
  return <Icon icon={Menu} aria-hidden className="size-6" />;
}

/** The drawer's close icon. */
export function CloseIcon() {
  return <Icon icon={X} aria-hidden className="size-6" />;
}

import { ChevronRight } from 'lucide';
import type { CheckoutLink } from '@/lib/visitors/billing/checkout';
import { Icon } from '@/components/ui/icon';

type Props = { links: CheckoutLink[]; amount: string; texts: Record<string, string> };

/**
 * One full-width tile per payment system: its mark, its name and the amount, as payment apps list
 * them. The link is read out as "Pay with <name>"; the amount is said once, above the tiles.
 */
export function PaymentSystemTiles({ links, amount, texts }: Props) {
  return (
    <ul className="mt-3 flex flex-col gap-2">
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.url}
            rel="noopener noreferrer"
            className="flex min-h-16 items-center gap-3 rounded-xl border border-line-strong bg-surface px-4 py-3 hover:border-brand-600 hover:bg-brand-50"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a bundled SVG mark needs no optimising */}
            <img src={`/payment-systems/${link.id}.svg`} alt="" width={40} height={40} className="size-10 shrink-0" />
            <span className="sr-only">{(texts.payWith ?? '{system}').replace('{system}', link.name)}</span>
            <span aria-hidden className="grow text-lg font-semibold">
              {link.name}
            </span>
            <span aria-hidden className="text-sm text-muted">
              {amount}
            </span>
            <Icon icon={ChevronRight} aria-hidden className="size-5 shrink-0 text-muted" />
          </a>
        </li>
      ))}
    </ul>
  );
}

'use client';
import { BrandLogo } from '@/components/ui/brand-logo';
import { NavLink } from '@/components/ui/nav-link';
import { SiteLink } from '@/components/ui/site-link';
import type { MenuHref } from '@/lib/content/site/menu-href';

/** What the footer shows, its texts already translated (SiteFooter). */
export type FooterData = {
  home: string;
  companyName: string;
  phone: string;
  email: string;
  offers: { id: number; href: string; title: string; subtitle: string }[];
  columns: { title: string; links: ({ id: number; title: string } & MenuHref)[] }[];
  texts: {
    offersLabel: string;
    contactsTitle: string;
    callCenter: string;
    salesHours: string;
    since: string;
    copyright: string;
  };
};

/**
 * The footer's markup, rendered from its data: the footer is on every page, and as a client
 * component its classes, logo and markup are not sent again in each page's inline data.
 */
export function FooterView({ data }: { data: FooterData }) {
  const { texts } = data;
  return (
    <footer className="mt-12 bg-brand-800 text-white">
      {data.offers.length > 0 && (
        <section aria-label={texts.offersLabel} className="mx-auto grid max-w-6xl gap-4 px-4 pt-8 sm:grid-cols-2">
          {data.offers.map((offer) => (
            <SiteLink key={offer.id} href={offer.href} className="rounded-lg bg-brand-700 p-4 hover:bg-brand-600">
              <p className="font-semibold">{offer.title}</p>
              <p className="text-sm text-brand-100">{offer.subtitle}</p>
            </SiteLink>
          ))}
        </section>
      )}
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        {data.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="mb-2 font-semibold">{column.title}</h2>
            <ul className="footer-links">
              {column.links.map((link) => (
                <li key={link.id}>
                  {link.external ? (
                    <a href={link.href} rel="noopener">
                      {link.title}
                    </a>
                  ) : (
                    <NavLink href={link.href}>{link.title}</NavLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <div className="mb-4">
            <BrandLogo href={data.home} name={data.companyName} tone="dark" />
          </div>
          <h2 className="mb-2 font-semibold">{texts.contactsTitle}</h2>
          <p className="text-sm text-brand-100">
            {`${texts.callCenter}: `}
            <a href={`tel:${data.phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-white">
              {data.phone}
            </a>
          </p>
          {data.email && (
            <p className="text-sm text-brand-100">
              <a href={`mailto:${data.email}`} className="hover:text-white hover:underline">
                {data.email}
              </a>
            </p>
          )}
          <p className="text-sm text-brand-100">{texts.salesHours}</p>
          <p className="mt-2 text-sm text-brand-100">{texts.since}</p>
        </div>
      </div>
      <p className="border-t border-brand-700 px-4 py-4 text-center text-xs text-brand-100">{texts.copyright}</p>
    </footer>
  );
}

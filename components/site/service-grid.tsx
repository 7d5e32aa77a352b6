import { SiteLink } from '@/components/ui/site-link';
import { ServiceIcon } from './service-icon';

/** A card's content: `icon` names a ServiceIcon glyph; `price` is the ready text ('от 29 000 сум'), absent for free services. */
export type ServiceTile = { id: string; title: string; summary: string; href: string; icon?: string; price?: string };

/** A grid of service cards; the whole card is one link named by the service's title. */
export function ServiceGrid({ services, headingLevel = 2 }: { services: ServiceTile[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <SiteLink
            href={service.href}
            className="card border-line transition hover:border-brand-600 hover:shadow focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {service.icon && (
              <span className="mb-3 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <ServiceIcon name={service.icon} />
              </span>
            )}
            <Heading className="font-semibold text-brand-700">{service.title}</Heading>
            <span className="mt-1 text-sm text-muted">{service.summary}</span>
            {service.price && <span className="mt-auto pt-3 font-semibold">{service.price}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

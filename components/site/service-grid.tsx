import { SiteLink } from '@/components/ui/site-link';
import { ServiceIcon } from './service-icon';

/** A card's content: `icon` names a ServiceIcon glyph; `price` is the ready text ('от 29 000 сум'), absent for free services. */
export type ServiceTile = { id: string; title: string; summary: string; href: string; icon?: string; price?: string };

/** A grid of service cards; the whole card is one link named by the service's title (styled by the service-tiles utility). */
export function ServiceGrid({ services, headingLevel = 2 }: { services: ServiceTile[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="service-tiles grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <SiteLink href={service.href}>
            {service.icon && (
              <span data-role="icon">
                <ServiceIcon name={service.icon} />
              </span>
            )}
            <Heading>{service.title}</Heading>
            <span data-role="summary">{service.summary}</span>
            {service.price && <span data-role="price">{service.price}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

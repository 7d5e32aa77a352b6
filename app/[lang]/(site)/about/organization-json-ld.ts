/** schema.org Organization of the About page: the company, its legal address and its offices as departments. */
import type { Office } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';

type Input = {
  name: string;
  url: string;
  telephone: string;
  legalAddress: string;
  email?: string;
  foundingDate?: string;
  offices: LocalizedAs<Office>[];
};

const place = (street: string, postalCode?: string) => ({
  '@type': 'PostalAddress',
  streetAddress: street,
  ...(postalCode ? { postalCode } : {}),
  addressLocality: 'Tashkent',
  addressCountry: 'UZ',
});

/** The Organization object for JSON-LD. */
export function organizationJsonLd({
  name,
  url,
  telephone,
  legalAddress,
  email,
  foundingDate,
  offices,
}: Input): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    telephone,
    ...(email ? { email } : {}),
    ...(foundingDate ? { foundingDate } : {}),
    address: place(legalAddress),
    department: offices.map((office) => ({
      '@type': 'LocalBusiness',
      name: office.name,
      address: place(office.address, office.postalIndex),
      telephone: office.phones[0],
      email: office.email,
      openingHours: office.schedule,
      ...(office.coordinates
        ? { geo: { '@type': 'GeoCoordinates', latitude: office.coordinates.lat, longitude: office.coordinates.lon } }
        : {}),
    })),
  };
}

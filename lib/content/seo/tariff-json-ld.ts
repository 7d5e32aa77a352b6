/** schema.org Product with its Offer for a tariff's facts page: the monthly price in so'm. */
import type { Tariff } from '@/lib/visitors/tariffs/view';
import { monthlyPrice } from '@/lib/visitors/tariffs/rank';

type Input = { tariff: Tariff; url: string; description: string; brand: string };

const IN_STOCK = 'https://schema.org/InStock';

/**
 * The Product object for JSON-LD. A tariff with an individual price offers its lowest one as
 * `minPrice`; a tariff without any price has no Offer (an Offer needs a price to be valid).
 */
export function tariffProductJsonLd({ tariff, url, description, brand }: Input): Record<string, unknown> {
  const price = monthlyPrice(tariff);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tariff.name,
    sku: tariff.code,
    description,
    url,
    brand: { '@type': 'Brand', name: brand },
    ...(price === null
      ? {}
      : {
          offers: {
            '@type': 'Offer',
            url,
            price,
            priceCurrency: 'UZS',
            availability: IN_STOCK,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceCurrency: 'UZS',
              unitCode: 'MON',
              price,
              ...(tariff.abon_price === null ? { minPrice: price } : {}),
            },
          },
        }),
  };
}

/** Service cards (additional and corporate services), looked up by id, and their page metadata. */
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ServiceCard } from '@/lib/content/sections/static-components/types';
import type { Lang } from '@/lib/platform/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import type { LocalizedAs } from './localize';
import { getStaticComponents, staticList, type StaticComponents } from '@/lib/content/sections/static-components/read';

/** The static-component lists that hold service cards, and the path of their pages. */
export const SERVICE_LISTS = {
  additional_services: '/additional_services',
  corporate_services: '/corporate',
} as const;
export type ServiceList = keyof typeof SERVICE_LISTS;

// whose messages describe a service of each list
const SERVICE_NAMESPACES = { additional_services: 'ServicesPage', corporate_services: 'CorporatePage' } as const;

/** One service card of a list, or undefined. */
export function findServiceCard(components: StaticComponents, list: ServiceList, id: string) {
  return staticList<LocalizedAs<ServiceCard>>(components, list).find((s) => s.id === id);
}

/** Title, description and alternates of a service's page; empty for an unknown id (the page 404s). */
export async function serviceMetadata(lang: Lang, list: ServiceList, id: string): Promise<Metadata> {
  const [components, meta, t] = await Promise.all([
    getStaticComponents(lang),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
    getTranslations({ locale: lang, namespace: SERVICE_NAMESPACES[list] }),
  ]);
  const service = findServiceCard(components, list, id);
  if (!service) return {};
  // a card's summary is one short line; the sentence naming the service fills out a search result
  const description = [service.summary, t('serviceMetaFacts', { title: service.title })];
  return pageMetadata(lang, `${SERVICE_LISTS[list]}/${id}`, service.title, description, siteMeta(meta));
}

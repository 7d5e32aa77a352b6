import { SiteLink } from '@/components/ui/site-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { InternalResource } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import { getStaticComponents, staticList } from '@/lib/content/sections/static-components/read';
import type { Lang } from '@/lib/platform/i18n/locales';
import { metadataFromMessages } from '@/lib/content/seo/metadata-from-messages';
import { PageHeader } from '@/components/site/page-header';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = metadataFromMessages(
  'InternalResourcesPage',
  '/internal_resources',
  'title',
  'description',
);

/** Groups resources by their category text, keeping the first-seen order of categories. */
function byCategory(resources: LocalizedAs<InternalResource>[]): [string, LocalizedAs<InternalResource>[]][] {
  const groups = new Map<string, LocalizedAs<InternalResource>[]>();
  for (const resource of resources) groups.set(resource.category, [...(groups.get(resource.category) ?? []), resource]);
  return [...groups.entries()];
}

/** Internal resources (SPEC §2): free-traffic TAS-IX sites grouped by category. */
export default async function InternalResourcesPage({ params }: Props) {
  const lang = (await params).lang as Lang;
  setRequestLocale(lang);
  const [t, components] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'InternalResourcesPage' }),
    getStaticComponents(lang),
  ]);
  const groups = byCategory(staticList<LocalizedAs<InternalResource>>(components, 'internal_resources'));
  return (
    <>
      <PageHeader title={t('title')} lead={components.map.tasix_note ?? t('description')}>
        <SiteLink href={`/${lang}/skix`} className="mt-3 inline-block link-strong">
          {t('checkLink')}
        </SiteLink>
      </PageHeader>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map(([category, resources], index) => (
          <section key={category} aria-labelledby={`resources-${index}`} className="rounded-xl border border-line p-4">
            <h2 id={`resources-${index}`} className="text-lg font-bold">
              {category}
            </h2>
            <ul className="mt-2 space-y-1">
              {resources.map((resource) => (
                <li key={resource.id}>
                  <a
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-words text-brand-700 underline"
                  >
                    {resource.name}
                    <span className="sr-only"> {t('opensInNewTab')}</span>
                  </a>
                  <span className="block text-xs text-muted">{new URL(resource.url).hostname}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

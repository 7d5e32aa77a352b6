import { getTranslations } from 'next-intl/server';
import type { SmartSpeaker, WifiRouter } from '@/lib/content/sections/static-components/types';
import type { LocalizedAs } from '@/lib/content/site/localize';
import type { Lang } from '@/lib/platform/i18n/locales';
import { RouterCard } from './router-card';
import { SPEC_KEYS, SpeakerCard } from './speaker-card';

type Props =
  | { lang: Lang; kind: 'routers'; items: LocalizedAs<WifiRouter>[] }
  | { lang: Lang; kind: 'speakers'; items: LocalizedAs<SmartSpeaker>[] };

/** The Wi-Fi router or smart speaker catalogue of an additional-service page. */
export async function CatalogSection(props: Props) {
  const [t, common] = await Promise.all([
    getTranslations({ locale: props.lang, namespace: 'CatalogPage' }),
    getTranslations({ locale: props.lang, namespace: 'Common' }),
  ]);
  const currency = common('currency');
  const headingId = `catalog-${props.kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {t(props.kind === 'routers' ? 'routersTitle' : 'speakersTitle')}
      </h2>
      <p className="mt-1 text-muted">{t(props.kind === 'routers' ? 'routersIntro' : 'speakersIntro')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {props.kind === 'routers'
          ? props.items.map((router) => (
              <li key={router.id}>
                <RouterCard
                  router={router}
                  labels={{
                    plates: { hit: t('plateHit'), soon: t('plateSoon'), ending: t('plateEnding') },
                    characteristics: t('characteristics'),
                    buy: t('buy'),
                    rent: t('rent'),
                    currency,
                  }}
                />
              </li>
            ))
          : props.items.map((speaker) => (
              <li key={speaker.id}>
                <SpeakerCard
                  speaker={speaker}
                  labels={{
                    model: t('model'),
                    color: t('color'),
                    characteristics: t('characteristics'),
                    specs: t('specs'),
                    specNames: Object.fromEntries(SPEC_KEYS.map((key) => [key, t(key)])) as Record<
                      (typeof SPEC_KEYS)[number],
                      string
                    >,
                    price: t('price'),
                    currency,
                  }}
                />
              </li>
            ))}
      </ul>
    </section>
  );
}

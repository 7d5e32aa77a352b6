import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import { referenceField } from '@/lib/visitors/tracking/schemas';
import { IslandTexts } from '@/components/site/island-texts';
import { RequestTracker } from '@/components/site/request-tracker/request-tracker';
import { trackRequest } from './track-action';

// One visitor's request, looked up per call with their phone number: never cached, never indexed.
export const dynamic = 'force-dynamic';

// Next hands `reference` over already decoded: decoding it again would throw on a literal '%'.
type Props = { params: Promise<{ lang: string; reference: string }> };

/**
 * Titled by the reference; kept out of search engines and of other sites' referrer logs. The policy
 * is 'same-origin', not 'no-referrer': under that one a browser posts the phone form with `Origin: null`,
 * which Next refuses as a cross-site server action.
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, reference } = await params;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'RequestTracking' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  const shown = referenceField.safeParse(reference).data ?? '';
  const path = `/request/${encodeURIComponent(shown)}`;
  const base = pageMetadata(lang as Lang, path, t('metaTitle', { reference: shown }), t('description'), siteMeta(meta));
  return { ...base, robots: { index: false, follow: false }, referrer: 'same-origin' };
}

/** The tracker (issue #24 §1): asks for the phone given in the request, then shows the request's timeline. */
export default async function RequestTrackingPage({ params }: Props) {
  const { lang: raw, reference: rawReference } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const [t, v] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'RequestTracking' }),
    getTranslations({ locale: lang, namespace: 'Validation' }),
  ]);
  const reference = referenceField.safeParse(rawReference).data;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        {reference ? (
          <p className="mt-2">
            <span className="text-muted">{t('reference')}:</span>{' '}
            <span className="font-mono font-semibold">{reference}</span>
          </p>
        ) : null}
      </div>
      {!reference ? (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
          {t('badReference')}
        </p>
      ) : (
        <IslandTexts lang={lang} namespaces={['RequestTracking']}>
          <RequestTracker
            reference={reference}
            action={trackRequest}
            errors={{ required: v('required'), invalidPhone: v('invalidPhone') }}
          />
        </IslandTexts>
      )}
    </div>
  );
}

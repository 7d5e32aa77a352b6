import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApiError } from '@/lib/api/errors';
import { clientIpOf } from '@/lib/http/client-ip';
import type { Lang } from '@/lib/i18n/locales';
import { pageMetadata, siteMeta } from '@/lib/seo/page-metadata';
import { lookUpRequest } from '@/lib/tracking/lookup';
import { referenceField } from '@/lib/tracking/schemas';
import type { RequestStatus } from '@/lib/tracking/states';
import { phoneField } from '@/lib/validation/phone';
import { PhoneForm } from '@/components/site/request-tracker/phone-form';
import { Timeline } from '@/components/site/request-tracker/timeline';

// One visitor's request, looked up per call with their phone number: never cached, never indexed.
export const dynamic = 'force-dynamic';

// Next hands `reference` over already decoded: decoding it again would throw on a literal '%'.
type Props = { params: Promise<{ lang: string; reference: string }>; searchParams: Promise<{ phone?: string }> };

/** Titled by the reference; kept out of search engines and of other sites' referrer logs. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, reference } = await params;
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'RequestTracking' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  const shown = referenceField.safeParse(reference).data ?? '';
  const path = `/request/${encodeURIComponent(shown)}`;
  const base = pageMetadata(lang as Lang, path, t('metaTitle', { reference: shown }), t('description'), siteMeta(meta));
  return { ...base, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

type Outcome = { status: RequestStatus } | { message: 'notFound' | 'tooMany' } | { phoneError: string } | null;

async function outcome(reference: string, phone: string | undefined, lang: Lang): Promise<Outcome> {
  if (phone === undefined) return null;
  const parsed = phoneField.safeParse(phone);
  if (!parsed.success) {
    const v = await getTranslations({ locale: lang, namespace: 'Validation' });
    return { phoneError: v(parsed.error.issues[0]?.message === 'invalidPhone' ? 'invalidPhone' : 'required') };
  }
  try {
    const status = await lookUpRequest(clientIpOf(await headers()), reference, parsed.data);
    return status ? { status } : { message: 'notFound' };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'too_many') return { message: 'tooMany' };
    throw error;
  }
}

/** The tracker (issue #24 §1): asks for the phone given in the request, then shows the request's timeline. */
export default async function RequestTrackingPage({ params, searchParams }: Props) {
  const { lang: raw, reference: rawReference } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'RequestTracking' });
  const reference = referenceField.safeParse(rawReference).data;
  const phone = (await searchParams).phone;
  const result = reference ? await outcome(reference, typeof phone === 'string' ? phone : undefined, lang) : null;
  const lookup = (key: string, values?: Record<string, string>) => t(key as Parameters<typeof t>[0], values);
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
      ) : result && 'status' in result ? (
        <section aria-labelledby="timeline-title" className="flex flex-col gap-4">
          <h2 id="timeline-title" className="text-xl font-bold">
            {t('current', { status: t(`statuses.${result.status.status}`) })}
          </h2>
          <Timeline status={result.status} t={lookup} />
        </section>
      ) : (
        <>
          {result && 'message' in result ? (
            <p role="alert" className="rounded border-l-4 border-danger bg-danger-soft p-3">
              {t(result.message)}
            </p>
          ) : null}
          <PhoneForm
            phone={typeof phone === 'string' ? phone : ''}
            error={result && 'phoneError' in result ? result.phoneError : undefined}
            texts={{ intro: t('intro'), phone: t('phone'), hint: t('phoneHint'), show: t('show') }}
          />
        </>
      )}
    </div>
  );
}

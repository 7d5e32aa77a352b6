import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { pageMetadata, siteMeta } from '@/lib/content/seo/page-metadata';
import { FeedbackForm } from '@/components/site/feedback-form';
import { ErrorPageContent, errorPageMetadata } from '@/components/site/error-pages';
import { OUTCOME_FIELD_MESSAGE, feedbackOutcome, type FeedbackOutcome } from '@/lib/visitors/forms/feedback-outcome';

type Props = { params: Promise<{ lang: string; id?: string[] }> };

/**
 * Whether the path's optional id names one event: a single plain token, optionally followed by the
 * outcome of a rating sent without script; anything else is a 404.
 */
function isEventPath(id: string[] | undefined): boolean {
  const outcomeOk = (id?.length ?? 0) <= 1 || (id?.length === 2 && feedbackOutcome(id[1]) !== undefined);
  return outcomeOk && /^[A-Za-z0-9_-]{1,64}$/.test(id?.[0] ?? 'general');
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isEventPath(id)) return errorPageMetadata(lang as Lang, 'notFound');
  const [t, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'FeedbackPage' }),
    getTranslations({ locale: lang, namespace: 'Metadata' }),
  ]);
  return pageMetadata(
    lang as Lang,
    `/feedback${id?.length ? `/${id[0]}` : ''}`,
    t('title'),
    t('description'),
    siteMeta(meta),
  );
}

/**
 * Service evaluation (SPEC §2). The optional id is the evaluated event — the call or the
 * technician's/installer's visit — whose link the subscriber received by SMS after it; without
 * an id the visitor rates the service in general (event 'general'). The kind is chosen in the
 * form (not from the query string) so the page stays cacheable.
 */
export default async function FeedbackPage({ params }: Props) {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  setRequestLocale(lang);
  const eventId = id?.[0] ?? 'general';
  if (!isEventPath(id)) return <ErrorPageContent lang={lang} kind="notFound" />;
  const t = await getTranslations({ locale: lang, namespace: 'FeedbackPage' });
  const messages = messagesFor(lang);
  const outcome = feedbackOutcome(id?.[1]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      {outcome && (
        <OutcomeNotice
          outcome={outcome}
          texts={{
            thanks: t('thanks'),
            already: messages.Errors.already_rated.message,
            busy: messages.Errors.too_many.message,
          }}
        />
      )}
      {outcome !== 'thanks' && (
        <FeedbackForm
          eventId={eventId}
          texts={messages.FeedbackPage}
          validation={messages.Validation}
          alreadyRated={messages.Errors.already_rated.message}
          starLabels={[1, 2, 3, 4, 5].map((count) => t('star', { count }))}
          action={`/api/v1/call_feedback/form?lang=${lang}`}
          refused={
            outcome && outcome in OUTCOME_FIELD_MESSAGE
              ? {
                  field: outcome,
                  message: messages.Validation[OUTCOME_FIELD_MESSAGE[outcome as keyof typeof OUTCOME_FIELD_MESSAGE]],
                }
              : undefined
          }
        />
      )}
    </div>
  );
}

/** The answer to a rating sent without script that is not a field's: the thanks, 'already rated' or 'try later'. */
function OutcomeNotice({
  outcome,
  texts,
}: {
  outcome: FeedbackOutcome;
  texts: Record<'thanks' | 'already' | 'busy', string>;
}) {
  if (outcome !== 'thanks' && outcome !== 'already' && outcome !== 'busy') return null;
  return (
    <p role="status" className="max-w-xl rounded border-l-4 border-brand-600 bg-brand-50 p-3 font-semibold">
      {texts[outcome]}
    </p>
  );
}

import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useTexts } from '@/components/ui/texts-provider';
import { htmlText } from '@/lib/content/site/html-text';
import type { Lang } from '@/lib/platform/i18n/locales';

/** A vacancy as the list shows it: its rich-text parts as HTML, sanitised on the server. */
export type VacancyEntry = {
  id: number;
  title: string;
  tasksHtml: string;
  expectationsHtml: string;
  benefitsHtml: string;
  contactHtml: string;
  /** The day it was posted (YYYY-MM-DD), for its JobPosting data. */
  datePosted: string;
};

/** The vacancies page address that opens the résumé form with this vacancy chosen (a plain link: no script needed). */
export function applyHref(lang: Lang, id: number): string {
  return `/${lang}/vacancies?vacancy=${id}#send-resume`;
}

/**
 * One vacancy, folded to its title and a summary line (the start of its tasks) so the list reads at a
 * glance; the details open in place, and "apply" leads to the résumé form with the vacancy chosen.
 * Rendered inside the vacancy list's island, which sends the VacanciesPage texts.
 */
export function VacancyCard({
  lang,
  vacancy,
  open,
}: {
  lang: Lang;
  vacancy: VacancyEntry;
  /** Opened when the list was searched, so the matching text is in view. */
  open?: boolean;
}) {
  const t = useTexts('VacanciesPage');
  const headingId = `vacancy-${vacancy.id}`;
  const parts = [
    [t('tasks'), vacancy.tasksHtml],
    [t('expectations'), vacancy.expectationsHtml],
    [t('benefits'), vacancy.benefitsHtml],
    [t('contact'), vacancy.contactHtml],
  ] as const;
  return (
    <article className="rounded-xl border border-line bg-surface" aria-labelledby={headingId}>
      <details open={open || undefined} className="group">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-4 [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 flex-col gap-1">
            <h2 id={headingId} className="text-xl font-bold text-ink">
              {vacancy.title}
            </h2>
            <span className="line-clamp-2 text-muted">{htmlText(vacancy.tasksHtml)}</span>
          </span>
          <Icon icon={ChevronDown} aria-hidden className="mt-1 size-5 shrink-0 text-muted group-open:rotate-180" />
        </summary>
        <div className="grid gap-4 border-t border-line p-4 md:grid-cols-2">
          {parts.map(([title, html]) => (
            <section key={title}>
              <h3 className="font-semibold">{title}</h3>
              <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
            </section>
          ))}
        </div>
      </details>
      <div className="px-4 pb-4">
        <a
          href={applyHref(lang, vacancy.id)}
          aria-label={t('applyFor', { title: vacancy.title })}
          className="btn btn-primary w-full sm:w-auto"
        >
          {t('apply')}
        </a>
      </div>
    </article>
  );
}

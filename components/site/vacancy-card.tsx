import { ChevronDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Lang } from '@/lib/platform/i18n/locales';
import { RichText } from './rich-text';

type Vacancy = { id: number; title: string; tasks: string; expectations: string; benefits: string; contact: string };
type Texts = {
  tasks: string;
  expectations: string;
  benefits: string;
  contact: string;
  apply: string;
  /** The apply link's name for screen readers: the visible text, then the vacancy. */
  applyFor: string;
};

/** The vacancies page address that opens the résumé form with this vacancy chosen (a plain link: no script needed). */
export function applyHref(lang: Lang, id: number): string {
  return `/${lang}/vacancies?vacancy=${id}#send-resume`;
}

/**
 * One vacancy, folded to its title and a summary line (the start of its tasks) so the list reads at a
 * glance; the details open in place, and "apply" leads to the résumé form with the vacancy chosen.
 */
export function VacancyCard({
  lang,
  vacancy,
  summary,
  open,
  texts,
}: {
  lang: Lang;
  vacancy: Vacancy;
  summary: string;
  /** Opened when the list was searched, so the matching text is in view. */
  open?: boolean;
  texts: Texts;
}) {
  const headingId = `vacancy-${vacancy.id}`;
  const parts = [
    [texts.tasks, vacancy.tasks],
    [texts.expectations, vacancy.expectations],
    [texts.benefits, vacancy.benefits],
    [texts.contact, vacancy.contact],
  ] as const;
  return (
    <article className="rounded-xl border border-line bg-surface" aria-labelledby={headingId}>
      <details open={open || undefined} className="group">
        <summary className="flex cursor-pointer list-none items-start justify-between gap-4 p-4 [&::-webkit-details-marker]:hidden">
          <span className="flex min-w-0 flex-col gap-1">
            <h2 id={headingId} className="text-xl font-bold text-ink">
              {vacancy.title}
            </h2>
            <span className="line-clamp-2 text-muted">{summary}</span>
          </span>
          <Icon icon={ChevronDown} aria-hidden className="mt-1 size-5 shrink-0 text-muted group-open:rotate-180" />
        </summary>
        <div className="grid gap-4 border-t border-line p-4 md:grid-cols-2">
          {parts.map(([title, html]) => (
            <section key={title}>
              <h3 className="font-semibold">{title}</h3>
              <RichText html={html} />
            </section>
          ))}
        </div>
      </details>
      <div className="px-4 pb-4">
        <a href={applyHref(lang, vacancy.id)} aria-label={texts.applyFor} className="btn btn-primary w-full sm:w-auto">
          {texts.apply}
        </a>
      </div>
    </article>
  );
}

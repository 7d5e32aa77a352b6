import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';
import { Icon } from '@/components/ui/icon';
import { Eye } from 'lucide';

/** The band above a previewed page: it says the page is a preview, not yet what visitors see. */
export async function PreviewRibbon({ lang, expiresAt }: { lang: Lang; expiresAt: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'Preview' });
  return (
    <aside
      aria-label={t('ribbon')}
      data-testid="preview-ribbon"
      className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-warning bg-warning-soft px-4 py-3 text-warning-strong"
    >
      <Icon icon={Eye} aria-hidden className="size-5 shrink-0" />
      <strong className="text-lg font-bold uppercase tracking-wide">{t('ribbon')}</strong>
      <span className="text-sm">{t('note', { until: expiresAt })}</span>
    </aside>
  );
}

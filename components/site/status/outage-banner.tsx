import { getTranslations } from 'next-intl/server';
import { TriangleAlert } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { SiteLink } from '@/components/ui/site-link';
import type { Lang } from '@/lib/platform/i18n/locales';
import { currentOutages } from '@/lib/content/sections/outages/read';

/** The notice above every public page while an outage is under way, linking to the status page; nothing otherwise. */
export async function OutageBanner({ lang }: { lang: Lang }) {
  const current = await currentOutages(lang);
  if (current.length === 0) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Status' });
  return (
    <aside aria-label={t('current')} data-testid="outage-banner" className="border-b border-danger bg-danger-soft">
      <p className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 text-danger-strong">
        <Icon icon={TriangleAlert} aria-hidden className="size-5 shrink-0" />
        <span className="font-semibold">
          {current.length === 1
            ? t('bannerOne', { title: current[0]!.title })
            : t('bannerMany', { count: current.length })}
        </span>
        <SiteLink href={`/${lang}/status`} className="underline underline-offset-2 hover:no-underline">
          {t('bannerLink')}
        </SiteLink>
      </p>
    </aside>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/platform/i18n/locales';

/** A tariff page while billing is down and has never answered: its title and a notice, not an error page. */
export async function TariffsUnavailable({ lang, title }: { lang: Lang; title: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'TariffsUnavailable' });
  return (
    <>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p role="status" className="mt-6 rounded border-l-4 border-warning bg-warning-soft p-4">
        {t('text')}
      </p>
    </>
  );
}

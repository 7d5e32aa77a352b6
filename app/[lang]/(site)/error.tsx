'use client';

import { useLang, useTexts } from '@/components/ui/texts-provider';
import { ErrorPanel } from '@/components/site/error-panel';

/** Error 500 (SPEC §2): any error while rendering a public page. Details stay in the server log. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTexts('ErrorPage');
  const lang = useLang();
  return (
    <ErrorPanel title={t('title')} text={t('text')} homeHref={`/${lang}`} homeLabel={t('homeLink')}>
      <button type="button" onClick={reset} className="btn btn-secondary">
        {t('retry')}
      </button>
    </ErrorPanel>
  );
}

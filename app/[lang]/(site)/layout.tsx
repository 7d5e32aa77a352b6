import type { ReactNode } from 'react';
import { getShellData } from '@/lib/content/shell';
import { isLang, type Lang } from '@/lib/i18n/locales';
import { SiteHeader } from '@/components/site/site-header';
import { SiteFooter } from '@/components/site/site-footer';
import { ConnectionRequestLauncher } from '@/components/site/connection-request-launcher';
import { messagesFor } from '@/lib/i18n/messages';

/** The public site's frame: header with the admin-edited menu, main content, footer. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const lang = (await params).lang as Lang; // validated by the [lang] layout
  const shell = await getShellData(lang);
  return (
    <>
      <SiteHeader lang={lang} shell={shell} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter lang={lang} shell={shell} year={new Date().getFullYear()} />
      {isLang(lang) && <ConnectionRequestLauncher texts={{ form: messagesFor(lang).ConnectionRequest, validation: messagesFor(lang).Validation, captcha: messagesFor(lang).Captcha }} />}
    </>
  );
}

import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getShellData } from '@/lib/content/site/shell';
import { env } from '@/lib/platform/env';
import { isLang } from '@/lib/platform/i18n/locales';
import { messagesFor } from '@/lib/platform/i18n/messages';
import { SiteHeader } from '@/components/site/site-header';
import { SiteFooter } from '@/components/site/site-footer';
import { Analytics } from '@/components/site/analytics';
import { SeasonalSnow } from '@/components/site/seasonal-snow';
import { ConnectionRequestLauncher } from '@/components/site/connection-request-launcher';
import { OutageBanner } from '@/components/site/status/outage-banner';
import { NoScriptProvider } from '@/components/site/no-script-notice';

/** The public site's frame: header with the admin-edited menu, the outage banner, main content, footer, and the connection request. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}) {
  const lang = (await params).lang;
  // The [lang] layout's own check does not stop this one rendering ('/favicon.ico' is a lang here).
  if (!isLang(lang)) notFound();
  const shell = await getShellData(lang);
  const { FB_PIXEL_ID, GA_ID, YANDEX_METRIKA_ID, GTM_ID } = env();
  const messages = messagesFor(lang);
  const noScript = {
    text: messages.NoScript.formNeedsScript,
    callCenter: messages.Common.callCenter,
    phone: shell.phone,
    hours: messages.Footer.salesHours.replace('{hours}', shell.salesHours),
  };
  return (
    <NoScriptProvider value={noScript}>
      <SiteHeader lang={lang} shell={shell} />
      <OutageBanner lang={lang} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
      <SiteFooter lang={lang} shell={shell} year={new Date().getFullYear()} />
      <SeasonalSnow />
      <Analytics fbPixelId={FB_PIXEL_ID} gaId={GA_ID} yandexMetrikaId={YANDEX_METRIKA_ID} gtmId={GTM_ID} />
      <ConnectionRequestLauncher />
    </NoScriptProvider>
  );
}

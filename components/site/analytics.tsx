import Script from 'next/script';

/** The configured IDs (FB_PIXEL_ID, GA_ID, YANDEX_METRIKA_ID, GTM_ID); each service loads only when its ID is set. */
export type AnalyticsIds = { fbPixelId?: string; gaId?: string; yandexMetrikaId?: string; gtmId?: string };

/**
 * Third-party pixel, analytics and tag manager, loaded when the browser is idle after the page is
 * interactive; nothing without IDs. Start-up code comes from /analytics/*.js (lib/platform/analytics/snippets.ts),
 * never inline, because the public pages' policy refuses inline scripts Next did not write.
 */
export function Analytics({ fbPixelId, gaId, yandexMetrikaId, gtmId }: AnalyticsIds) {
  return (
    <>
      {gaId && (
        <>
          <Script
            id="ga-src"
            src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`}
            strategy="lazyOnload"
          />
          <Script id="ga-init" src="/analytics/ga-init.js" strategy="lazyOnload" />
        </>
      )}
      {gtmId && <Script id="gtm-init" src="/analytics/gtm-init.js" strategy="lazyOnload" />}
      {yandexMetrikaId && <Script id="ym-init" src="/analytics/ym-init.js" strategy="lazyOnload" />}
      {fbPixelId && <Script id="fb-pixel" src="/analytics/fb-pixel.js" strategy="lazyOnload" />}
    </>
  );
}

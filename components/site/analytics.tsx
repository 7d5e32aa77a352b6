import Script from 'next/script';

/** The configured IDs (FB_PIXEL_ID, GA_ID, YANDEX_METRIKA_ID, GTM_ID); each service loads only when its ID is set. */
export type AnalyticsIds = { fbPixelId?: string; gaId?: string; yandexMetrikaId?: string; gtmId?: string };

/** A value as a JS literal that cannot close the surrounding script element. */
const literal = (value: string) => JSON.stringify(/^\d+$/.test(value) ? Number(value) : value).replace(/</g, '\\u003c');

/** Third-party pixel, analytics and tag manager, loaded when the browser is idle after the page is interactive; nothing without IDs. */
export function Analytics({ fbPixelId, gaId, yandexMetrikaId, gtmId }: AnalyticsIds) {
  return (
    <>
      {gaId && (
        <>
          <Script id="ga-src" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`} strategy="lazyOnload" />
          <Script id="ga-init" strategy="lazyOnload">
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${literal(gaId)});`}
          </Script>
        </>
      )}
      {gtmId && (
        <Script id="gtm-init" strategy="lazyOnload">
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${literal(gtmId)});`}
        </Script>
      )}
      {yandexMetrikaId && (
        <Script id="ym-init" strategy="lazyOnload">
          {`(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0];k.async=1;k.src=r;a.parentNode.insertBefore(k,a)})(window,document,'script','https://mc.yandex.ru/metrika/tag.js','ym');ym(${literal(yandexMetrikaId)},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});`}
        </Script>
      )}
      {fbPixelId && (
        <Script id="fb-pixel" strategy="lazyOnload">
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${literal(fbPixelId)});fbq('track','PageView');`}
        </Script>
      )}
    </>
  );
}

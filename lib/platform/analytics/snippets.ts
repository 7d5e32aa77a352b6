/**
 * The start-up code of each optional analytics service, served as a file of our own
 * (/analytics/<name>.js) rather than written inline: the public pages' policy allows only the
 * inline scripts Next itself writes (lib/platform/server/script-hashes.mjs), and a same-origin file needs
 * no exception. Each service's own script then loads from the origin lib/platform/security/headers.ts allows.
 */
import type { Env } from '@/lib/platform/env';

type AnalyticsEnv = Pick<Env, 'GA_ID' | 'GTM_ID' | 'YANDEX_METRIKA_ID' | 'FB_PIXEL_ID'>;

/** A value as a JS literal that cannot close a surrounding script element. */
const literal = (value: string) => JSON.stringify(/^\d+$/.test(value) ? Number(value) : value).replace(/</g, '\\u003c');

const SNIPPETS: Record<string, { id: keyof AnalyticsEnv; code: (id: string) => string }> = {
  'ga-init.js': {
    id: 'GA_ID',
    code: (id) =>
      `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${literal(id)});`,
  },
  'gtm-init.js': {
    id: 'GTM_ID',
    code: (id) =>
      `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer',${literal(id)});`,
  },
  'ym-init.js': {
    id: 'YANDEX_METRIKA_ID',
    code: (id) =>
      `(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};m[i].l=1*new Date();k=e.createElement(t),a=e.getElementsByTagName(t)[0];k.async=1;k.src=r;a.parentNode.insertBefore(k,a)})(window,document,'script','https://mc.yandex.ru/metrika/tag.js','ym');ym(${literal(id)},'init',{clickmap:true,trackLinks:true,accurateTrackBounce:true});`,
  },
  'fb-pixel.js': {
    id: 'FB_PIXEL_ID',
    code: (id) =>
      `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init',${literal(id)});fbq('track','PageView');`,
  },
};

/** The start-up script served as /analytics/`file`, or undefined when unknown or its service has no ID. */
export function analyticsScript(file: string, config: AnalyticsEnv): string | undefined {
  const snippet = Object.hasOwn(SNIPPETS, file) ? SNIPPETS[file] : undefined;
  const id = snippet && config[snippet.id];
  return snippet && id ? snippet.code(id) : undefined;
}

/** The security headers of one page response, from the runtime configuration. */
import { env } from '../env';
import { adminCsp, baseSecurityHeaders, originOf, publicCsp, type CspConfig } from './headers';

let cachedConfig: CspConfig | undefined;

function cspConfig(): CspConfig {
  if (!cachedConfig) {
    const e = env();
    cachedConfig = {
      analytics: {
        GA_ID: e.GA_ID,
        GTM_ID: e.GTM_ID,
        YANDEX_METRIKA_ID: e.YANDEX_METRIKA_ID,
        FB_PIXEL_ID: e.FB_PIXEL_ID,
      },
      formTargets: [...originOf(e.CABINET_URL), ...originOf(e.CABINET_OLD_URL)],
    };
  }
  return cachedConfig;
}

/** Headers for a public page. */
export function publicPageHeaders(https: boolean): Record<string, string> {
  return { ...baseSecurityHeaders(https), 'Content-Security-Policy': publicCsp(cspConfig()) };
}

/** Headers for an admin page, whose scripts carry `nonce`. */
export function adminPageHeaders(https: boolean, nonce: string): Record<string, string> {
  return {
    ...baseSecurityHeaders(https),
    'Content-Security-Policy': adminCsp(nonce),
    'Cache-Control': 'private, no-store',
  };
}

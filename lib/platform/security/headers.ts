/**
 * Security headers (OWASP ASVS L2 / Mozilla Observatory). Public pages, the API, static files and
 * images get them from next.config.ts, fixed when the server is built; admin pages get a per-request
 * nonce policy from middleware.ts; the front server narrows public pages' scripts to their hashes.
 */

/** Third-party origins each optional analytics service needs, when its ID is configured. */
const ANALYTICS_ORIGINS = {
  GA_ID: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  },
  GTM_ID: {
    script: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com'],
  },
  YANDEX_METRIKA_ID: {
    script: ['https://mc.yandex.ru'],
    connect: ['https://mc.yandex.ru'],
    img: ['https://mc.yandex.ru'],
  },
  FB_PIXEL_ID: {
    script: ['https://connect.facebook.net'],
    connect: ['https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
} as const;

/** Payment systems a visitor's browser is sent to by the express payment form. */
const PAYMENT_FORM_TARGETS = [
  'https://checkout.paycom.uz',
  'https://my.click.uz',
  'https://www.apelsin.uz',
  'https://paynet.uz',
];

export type CspConfig = {
  analytics: Partial<Record<keyof typeof ANALYTICS_ORIGINS, string | undefined>>;
  formTargets: string[];
};

/** The origin of a URL, or nothing for a malformed one. */
export function originOf(url: string): string[] {
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

function enabledOrigins(config: CspConfig, kind: 'script' | 'connect' | 'img'): string[] {
  return Object.entries(ANALYTICS_ORIGINS).flatMap(([key, origins]) =>
    config.analytics[key as keyof typeof ANALYTICS_ORIGINS] ? origins[kind] : [],
  );
}

const unique = (values: string[]) => [...new Set(values)].join(' ');

/**
 * Public pages are cached HTML shared by every visitor, so they cannot carry a per-request nonce.
 * This policy, set when the app is built, says 'unsafe-inline' for Next's inline bootstrap scripts;
 * the front server (`npm start`, lib/platform/server/script-hashes.mjs) replaces it on every HTML page with
 * the hashes of exactly the scripts Next wrote into that page. Everything else is locked to us.
 */
export function publicCsp(config: CspConfig): string {
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", "'unsafe-inline'", ...enabledOrigins(config, 'script')])}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(["'self'", 'data:', 'blob:', ...enabledOrigins(config, 'img')])}`,
    "font-src 'self'",
    `connect-src ${unique(["'self'", ...enabledOrigins(config, 'connect')])}`,
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    `form-action ${unique(["'self'", ...config.formTargets, ...PAYMENT_FORM_TARGETS])}`,
  ].join('; ');
}

/** Admin pages are rendered per request, so their scripts are allowed by nonce only. */
export function adminCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** Headers every response carries; HSTS only when the request came over HTTPS. */
export function baseSecurityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The fixed policy for API answers and files: nothing in them may run or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

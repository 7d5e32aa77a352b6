import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildDeploymentId, env } from './lib/platform/env';
import { API_CSP, baseSecurityHeaders } from './lib/platform/security/headers';
import { publicPageHeaders } from './lib/platform/security/page-headers';

// Fail fast, naming the variable, when configuration is invalid (both `next build` and `next start` load this file).
env();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next's cache lives in our handler only: a local LRU, or Redis shared by every instance (REDIS_URL),
  // whose entries expire with the tags every instance hears of (lib/platform/invalidation).
  cacheHandler: path.join(process.cwd(), 'lib', 'platform', 'cache-handler', 'index.mjs'),
  cacheMaxMemorySize: 0,
  // How long a CDN may serve a stale page while it revalidates (Cache-Control stale-while-revalidate).
  expireTime: 3600,
  reactStrictMode: true,
  // `npm test` runs `tsc` before the build; checking the same sources again would only cost the time.
  typescript: { ignoreBuildErrors: env().BUILD_TYPECHECK === 'off' },
  // PGlite loads its WASM and data files from its package folder; pg and argon2 are native/Node-only.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino'],
  images: { formats: ['image/avif', 'image/webp'] },
  // Metadata always in the <head>, never streamed after it: a page is rendered once and that HTML
  // is served to every visitor and crawler alike (and to browsers without JavaScript), so the first
  // render must not depend on who asked.
  htmlLimitedBots: /.*/,
  // News pages without JavaScript: /{lang}/news?page=N is served by the cacheable /{lang}/news/page/N
  // (which answers 404 for 0 or a page past the last); a page that is not a number shows the first
  // page. Digits only, so no encoding question arises here (the ?q= searches are rewritten in middleware.ts).
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/:lang(rus|uzb)/news',
          has: [{ type: 'query', key: 'page', value: '(?<page>\\d{1,6})' }],
          destination: '/:lang/news/page/:page',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  // Security headers of every response. Public pages are served without middleware (it would cost
  // every request), so their policy is fixed here when the server is built: changing an analytics ID
  // or the cabinet URL takes a rebuild. Admin pages get a per-request nonce policy from middleware.ts.
  // HSTS is added for HTTPS requests only.
  async headers() {
    const fixed = Object.entries(baseSecurityHeaders(false)).map(([key, value]) => ({ key, value }));
    const page = Object.entries(publicPageHeaders(false)).map(([key, value]) => ({ key, value }));
    const hsts = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };
    return [
      { source: '/:lang(rus|uzb)', headers: page },
      { source: '/:lang(rus|uzb)/:path((?!adm|site/adm/login/?$).*)', headers: page },
      {
        // a preview link shows an unpublished item: never indexed, never kept by any cache
        source: '/:lang(rus|uzb)/preview/:token*',
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'private, no-store' },
        ],
      },
      { source: '/api/:path*', headers: [...fixed, { key: 'Content-Security-Policy', value: API_CSP }] },
      { source: '/uploads/:path*', headers: [...fixed, { key: 'Content-Security-Policy', value: API_CSP }] },
      { source: '/_next/:path*', headers: fixed },
      {
        source: '/images/:path*',
        headers: [...fixed, { key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }],
      },
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [hsts] },
    ];
  },
};

/** The running build's id, when Next loads this file to serve (`npm start` uses the build's resolved configuration). */
function builtId(): string | undefined {
  try {
    return readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/**
 * next-intl's plugin only points the build at lib/platform/i18n/request.ts; the running server needs none of
 * it, and loading it there would keep its file watcher and SWC binding in memory for good.
 */
export default async function config(phase: string): Promise<NextConfig> {
  if (phase === PHASE_PRODUCTION_SERVER) return { ...nextConfig, deploymentId: builtId() };
  // One id per build for the build id and deploymentId: instances running the same build agree on both.
  const id = phase === PHASE_PRODUCTION_BUILD ? buildDeploymentId() : undefined;
  const config = id ? { ...nextConfig, deploymentId: id, generateBuildId: async () => id } : nextConfig;
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin('./lib/platform/i18n/request.ts')(config);
}

import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { env } from './lib/env';

// Fail fast, naming the variable, when configuration is invalid (both `next build` and `next start` load this file).
env();

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its package folder; pg and argon2 are native/Node-only.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'pino'],
  // `npm test` type-checks the whole project as its own step before building; checking again here only costs time.
  typescript: { ignoreBuildErrors: true },
  images: { formats: ['image/avif', 'image/webp'] },
};

export default withNextIntl(nextConfig);

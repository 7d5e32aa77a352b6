import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const NEXT_INTL_CLIENT = {
  name: 'next-intl',
  message: 'Use next-intl/server in server components and useTexts (components/ui/texts-provider) in client islands.',
};
const VIEWPORT_PREFETCH_LINK = {
  name: 'next/link',
  message:
    'Public pages link with SiteLink (components/ui/site-link), which prefetches when the visitor reaches for a link.',
};
const CLIENT_IMAGE = {
  name: 'next/image',
  importNames: ['default'],
  message:
    'Public pages show pictures with OptimizedImage (components/ui/optimized-image), which needs no client component.',
};

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'lib/db/migrations/**',
      'next-env.d.ts',
      'tests/perf/baseline-app/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // next-intl's client runtime (use-intl, intl-messageformat) would add its weight to every page;
    // pages translate on the server, islands use components/ui/texts-provider.
    files: ['app/**', 'components/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_INTL_CLIENT] }] },
  },
  {
    // next/link prefetches every link in view right after load; the public site prefetches on intent.
    // next/image's <Image> is a client component (a script chunk and a hydration pass per page).
    files: ['app/\\[lang\\]/\\(site\\)/**', 'components/site/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_INTL_CLIENT, VIEWPORT_PREFETCH_LINK, CLIENT_IMAGE] }] },
  },
];
export default config;

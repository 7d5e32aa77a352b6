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

// Pages and components read through named queries in lib (the `page-reads.ts` beside each domain); only
// lib and route handlers open the database or name its tables.
const DATABASE = {
  group: ['@/lib/platform/db', '@/lib/platform/db/**'],
  message:
    'Read through a named query in lib (e.g. lib/staff/inbox/page-reads.ts); pages and components never open the database.',
};
// Domain code throws DomainError (lib/platform/errors/domain-error.ts); turning it into an answer is the HTTP layer's job.
// The browser's API client and request signing are not that layer, so the rest of lib may use them.
const HTTP_LAYER = {
  group: [
    '@/lib/http/api/**',
    '**/api/**',
    '!@/lib/http/api/client',
    '!@/lib/http/api/client-errors',
    '!@/lib/http/api/load-client',
    '!@/lib/http/api/sign',
  ],
  message:
    'Domain code throws fail(code) from lib/platform/errors/domain-error.ts; only lib/http/api and lib/platform/http speak HTTP.',
};

const SITE_PATHS = [NEXT_INTL_CLIENT, VIEWPORT_PREFETCH_LINK, CLIENT_IMAGE];
const SITE_APP = 'app/\\[lang\\]/\\(site\\)/**';
// The files under `root` that render a page (route handlers beside them may read the database).
const PAGE_FILES = (root) => [`${root}/page.tsx`, `${root}/layout.tsx`];

const PROCESS_ENV = {
  object: 'process',
  property: 'env',
  message:
    'Read configuration with env() from lib/platform/env.ts (lib/platform/env-schema.mjs in plain-Node files), which validates it.',
};
// The project's own code, where only the env modules read process.env.
const ENV_RULE_FILES = ['lib/**', 'app/**', 'components/**', 'middleware.ts', 'next.config.ts', 'instrumentation.ts'];

// lib/'s layers, lowest first: a folder imports its own tier and the tiers below, never one above.
// The three domain folders share a tier and may use each other.
const LIB_TIERS = [['platform'], ['content', 'visitors', 'staff'], ['http'], ['ui-state'], ['ops']];

// The imports that still run upwards, each allowed by the one file it reaches (paths inside the folder).
const UPWARD_EXCEPTIONS = {
  // Drizzle reads every table from one schema module, so lib/platform/db/schema gathers the domain's tables
  // (and the types their columns hold); the backup records itself in the audit trail.
  content: [
    './sections/tables.ts',
    './sections/users/table.ts',
    './sections/coverage-area/table.ts',
    './media/table.ts',
  ],
  visitors: ['./interest/table.ts', './forms/address-schema.ts', './tracking/states.ts', './tracking/reference.ts'],
  staff: ['./auth/account-tables.ts', './admin/versions/table.ts', './inbox/sections.ts', './admin/audit.ts'],
  http: [
    // The browser-side pieces of the API client that forms, the speed test and the login check share.
    './api/client-errors.ts',
    './api/sign.ts',
    './api/origin.ts',
    // The front server (plain Node) checks a request's signature before Next sees it.
    './api/verify-signature.mjs',
  ],
  // The page's language and area, which the API client and the speed test send with each call.
  'ui-state': ['./store/site.ts'],
};
// Other exceptions, from one lower file each: the cache purge and the metrics name what they count.
const UPWARD_EXCEPTIONS_FROM_PLATFORM = {
  content: ['./sections/index.ts'],
  visitors: ['./billing/tariffs-tag.ts'],
  staff: ['./inbox/count-new.ts'],
};

/** The import/no-restricted-paths zones: app → components → lib, and lib's tiers pointing down. */
function layerZones() {
  const zones = [
    { target: './components', from: './app', message: 'Components never import app/: pages pass them data.' },
    { target: './lib', from: ['./app', './components'], message: 'lib/ never imports app/ or components/.' },
  ];
  LIB_TIERS.forEach((tier, index) => {
    const higher = LIB_TIERS.slice(index + 1).flat();
    for (const folder of tier) {
      for (const above of higher) {
        const except = [...(UPWARD_EXCEPTIONS[above] ?? [])];
        if (folder === 'platform') except.push(...(UPWARD_EXCEPTIONS_FROM_PLATFORM[above] ?? []));
        zones.push({
          target: `./lib/${folder}`,
          from: `./lib/${above}`,
          except,
          message: `lib/${folder} is a lower layer than lib/${above} (order: ${LIB_TIERS.map((t) => t.join('|')).join(' → ')}).`,
        });
      }
    }
  });
  return zones;
}

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
      'lib/platform/db/migrations/**',
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
    // One reader of the environment: lib/platform/env-schema.mjs (which lib/platform/env.ts re-exports) and, for the
    // variables Next itself reads or sets, lib/platform/server/next-internals.mjs. tests/ and e2e/ set up environments.
    files: ENV_RULE_FILES,
    ignores: ['lib/platform/env-schema.mjs', 'lib/platform/server/next-internals.mjs'],
    rules: { 'no-restricted-properties': ['error', PROCESS_ENV] },
  },
  // A later block's no-restricted-imports replaces an earlier one's, so each block lists all that applies to its files.
  {
    files: ['app/**', 'components/**', 'lib/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones() }] },
  },
  {
    // next-intl's client runtime (use-intl, intl-messageformat) would add its weight to every page;
    // pages translate on the server, islands use components/ui/texts-provider.
    files: ['app/**', 'components/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_INTL_CLIENT] }] },
  },
  {
    files: ['components/**', ...PAGE_FILES('app/**')],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_INTL_CLIENT], patterns: [DATABASE] }] },
  },
  {
    // next/link prefetches every link in view right after load; the public site prefetches on intent.
    // next/image's <Image> is a client component (a script chunk and a hydration pass per page).
    files: [SITE_APP, 'components/site/**'],
    rules: { 'no-restricted-imports': ['error', { paths: SITE_PATHS }] },
  },
  {
    files: [...PAGE_FILES(SITE_APP), 'components/site/**'],
    rules: { 'no-restricted-imports': ['error', { paths: SITE_PATHS, patterns: [DATABASE] }] },
  },
  {
    // lib/platform/server is the front server and lib/staff/auth/require-right.ts guards requests: both are HTTP by nature.
    files: ['lib/**'],
    ignores: ['lib/http/api/**', 'lib/platform/http/**', 'lib/platform/server/**', 'lib/staff/auth/require-right.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [HTTP_LAYER] }] },
  },
];
export default config;

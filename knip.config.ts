import type { KnipConfig } from 'knip';

/**
 * `knip` (part of `npm run lint`): files, exports and dependencies nothing uses. Its plugins find the
 * Next app (app/, middleware.ts, instrumentation.ts, next.config.ts), the package.json scripts, the
 * vitest and playwright configs with their tests, and the ESLint, PostCSS and drizzle-kit configs;
 * the entries below are the ones no plugin or script names.
 */
const config: KnipConfig = {
  entry: [
    // run by hand when a news scene changes (docs/design.md)
    'lib/ops/cli/draw-news-pictures.mjs',
    // tests/faults/run.mjs imports its extra steps by file name when the file exists
    'tests/faults/rolling-deploy.mjs',
    // vitest.config.ts aliases `server-only` to this file
    'tests/setup/server-only.ts',
  ],
  ignore: [
    // the test tools' `x.d.mts` type their `x.mjs` for TypeScript; knip does not follow that pairing
    'tests/**/*.d.mts',
    // a bare Next app of its own, built by tests/helpers/measured-servers.mjs as the performance baseline
    'tests/perf/baseline-app/**',
  ],
  // An export used in its own file is not dead code; what knip reports is exported code nothing uses.
  ignoreExportsUsedInFile: true,
};

export default config;

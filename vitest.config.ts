import { defineConfig } from 'vitest/config';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // `server-only` throws outside React Server Components; tests import server modules directly.
      { find: /^server-only$/, replacement: `${root}/tests/setup/server-only.ts` },
    ],
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    // Vitest's default leaves one core free, which on CI's two cores means one worker.
    maxWorkers: 2,
    // Test databases are new installations (two-factor for developers); tests of two-factor set REQUIRE_2FA themselves.
    env: { NODE_ENV: 'test', DATA_DIR: 'memory:', REQUIRE_2FA: 'none' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Plain functions need no DOM: setting up jsdom for each file would cost more than its tests.
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/unit/**/*.test.tsx', 'tests/components/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/integration.ts'],
          globalSetup: ['tests/setup/integration-image.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is per file; on a PostgreSQL server each worker has its own database (tests/setup/integration.ts).
        },
      },
    ],
  },
});

import { defineConfig } from '@playwright/test';

// e2e runs against the production build (`npm run build` runs first in `npm test`) on a fresh
// embedded database, in Debian's Chromium: no browser is ever downloaded.
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // CI's machine runs two shards, each with its server and browser, on two cores: every wait there is
  // longer than on an idle machine, so its budgets are wider (the assertions are the same).
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // Visitors who ask for less motion get no seasonal snow and no sliding slides: the specs check the
    // pages, not a canvas animation every page runs in December. The slider's own spec asks for motion.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `rm -rf data/e2e-${PORT} && node lib/ops/cli/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: `data/e2e-${PORT}`,
      SITE_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: 'admin@example.com',
      // Every spec's staff logins come from 127.0.0.1; the default (20 per 15 minutes) is checked by
      // tests/integration/rate-limit-window.test.ts, not by making the whole run wait for the window.
      ADMIN_LOGIN_LIMIT: '500',
      // A new installation requires two-factor of developers; the specs sign in with a password only.
      // e2e/staff-sign-in-with-two-factor.spec.ts starts servers of its own with REQUIRE_2FA set.
      REQUIRE_2FA: 'none',
    },
  },
});

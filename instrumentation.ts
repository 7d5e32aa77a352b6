/** Next's start-up hook (runs once per server process): checks the configuration, sets up the database before serving, starts the invalidation listener; a stop signal closes the database cleanly. */
export async function register(): Promise<void> {
  // The edge runtime (middleware) has no process signals and no database.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Fail at start, naming the variable, when configuration is invalid (lib/start-up/check-config.ts).
  const { exitOnInvalidConfig } = await import('@/lib/start-up/check-config');
  exitOnInvalidConfig();
  // The database module only opens; setting it up (under a lock of the database) is done here, before serving.
  const { prepareServerDatabase } = await import('@/lib/start-up/server-start');
  await prepareServerDatabase();
  const { closeDatabaseOnStop } = await import('@/lib/server/graceful-stop');
  closeDatabaseOnStop();
  // The inbox's e-mail retries and daily retention purge belong to a serving process, never to a build's workers.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startInboxJobs } = await import('@/lib/inbox/jobs');
  startInboxJobs();
  // Backups while serving: the socket `npm run db:backup` asks, and the daily scheduled backup (lib/start-up/start-backups.ts).
  const { startBackups } = await import('@/lib/start-up/start-backups');
  startBackups().catch((error: unknown) => console.error('backups did not start', error));
  // Every instance hears every admin save (lib/invalidation); the test-only INVALIDATION_LISTENER=off skips it.
  // The figures the metrics endpoint asks for at each scrape (lib/server/metrics.mjs, with METRICS_PORT).
  const { registerMetricsProbes } = await import('@/lib/metrics/probes');
  registerMetricsProbes();
  const { startProcessListener } = await import('@/lib/invalidation/start');
  startProcessListener().catch((error: unknown) => console.error('the invalidation listener did not start', error));
}

/** Next's start-up hook (runs once per server process): checks the configuration, sets up the database before serving, starts the invalidation listener; a stop signal closes the database cleanly. */
export async function register(): Promise<void> {
  // The edge runtime (middleware) has no process signals and no database. Next's own variable, read
  // here as Next documents: it inlines it when bundling, so the edge bundle leaves out what follows.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // Fail at start, naming the variable, when configuration is invalid (lib/ops/start-up/check-config.ts).
  const { exitOnInvalidConfig } = await import('@/lib/ops/start-up/check-config');
  exitOnInvalidConfig();
  // The database module only opens; setting it up (under a lock of the database) is done here, before serving.
  const { prepareServerDatabase } = await import('@/lib/ops/start-up/server-start');
  await prepareServerDatabase();
  const { closeDatabaseOnStop } = await import('@/lib/platform/server/graceful-stop');
  closeDatabaseOnStop();
  // The inbox's e-mail retries and daily retention purge belong to a serving process, never to a build's workers.
  const { isBuildPhase } = await import('@/lib/platform/env');
  if (isBuildPhase()) return;
  const { startInboxJobs } = await import('@/lib/staff/inbox/jobs');
  startInboxJobs();
  const { startMediaJobs } = await import('@/lib/content/media/jobs');
  startMediaJobs();
  // Backups while serving: the socket `npm run db:backup` asks, and the daily scheduled backup (lib/ops/start-up/start-backups.ts).
  const { startBackups } = await import('@/lib/ops/start-up/start-backups');
  startBackups().catch((error: unknown) => console.error('backups did not start', error));
  // Every instance hears every admin save (lib/platform/invalidation); the test-only INVALIDATION_LISTENER=off skips it.
  // The figures the metrics endpoint asks for at each scrape (lib/platform/server/metrics.mjs, with METRICS_PORT).
  const { registerMetricsProbes } = await import('@/lib/platform/metrics/probes');
  registerMetricsProbes();
  const { startProcessListener } = await import('@/lib/platform/invalidation/start');
  startProcessListener().catch((error: unknown) => console.error('the invalidation listener did not start', error));
  // Scheduled news and slides appear and disappear by themselves, on every instance (lib/content/publishing).
  const { startProcessScheduleTimer } = await import('@/lib/content/publishing/schedule-timer');
  startProcessScheduleTimer().catch((error: unknown) => console.error('the publication schedule did not start', error));
}

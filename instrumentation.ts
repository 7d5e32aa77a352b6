/** Next's start-up hook (runs once per server process): a stop signal closes the database cleanly. */
export async function register(): Promise<void> {
  // The edge runtime (middleware) has no process signals and no database.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { closeDatabaseOnStop } = await import('@/lib/server/graceful-stop');
  closeDatabaseOnStop();
}

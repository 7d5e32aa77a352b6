/**
 * Runs a command-line tool's `main`: a failure prints its message (no stack) and exits 1. So does
 * a main that never settles (a promise nothing will resolve lets Node exit with 0), because an
 * operator must not read a silent stop as success.
 */
export function runMain(main: () => Promise<void>): void {
  let settled = false;
  process.on('exit', (code) => {
    if (settled || code !== 0) return;
    console.error('Stopped before finishing: the command did not complete.');
    process.exitCode = 1;
  });
  main().then(
    () => {
      settled = true;
    },
    (error: unknown) => {
      settled = true;
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

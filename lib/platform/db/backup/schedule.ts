/**
 * When scheduled backups run: every day at BACKUP_AT, a time of day in Tashkent (a fixed UTC+5
 * without daylight saving, see lib/platform/time/tashkent.ts), so the arithmetic needs no time-zone data.
 */

const TASHKENT_OFFSET_MS = 5 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The first moment after `now` that is `at` (HH:MM) in Tashkent. */
export function nextRunAt(now: Date, at: string): Date {
  const [hours, minutes] = at.split(':').map(Number) as [number, number];
  const tashkent = new Date(now.getTime() + TASHKENT_OFFSET_MS);
  const today = Date.UTC(tashkent.getUTCFullYear(), tashkent.getUTCMonth(), tashkent.getUTCDate(), hours, minutes);
  const candidate = today - TASHKENT_OFFSET_MS;
  return new Date(candidate > now.getTime() ? candidate : candidate + DAY_MS);
}

/** Runs `run` every day at `at` (Tashkent), one run after another; the timer never keeps the process alive. */
export function scheduleDaily(at: string, run: (due: Date) => Promise<unknown>): void {
  const arm = () => {
    const due = nextRunAt(new Date(), at);
    const timer = setTimeout(() => void run(due).finally(arm), due.getTime() - Date.now());
    timer.unref?.();
  };
  arm();
}

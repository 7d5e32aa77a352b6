/**
 * The inbox's work in the server process: the queued staff e-mails (sent right after a submission,
 * and retried every minute) and the daily retention purge (also once shortly after start). The
 * timers are unref'd so they never keep a process alive.
 */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { env } from '@/lib/platform/env';
import { logger } from '@/lib/platform/log/logger';
import { sendDueNotifications } from './notify-send';
import { purgeExpired } from './retention';

const NOTIFY_INTERVAL_MS = 60_000;
const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;
const RETENTION_FIRST_MS = 60_000;

let sending: Promise<void> = Promise.resolve();

/** Sends the due e-mails now, after any run in progress; never throws, never awaited by a visitor's answer. */
export function kickNotifications(): Promise<void> {
  sending = sending.then(async () => {
    try {
      await sendDueNotifications(await getDb());
    } catch (err) {
      logger().warn({ err }, 'notification e-mails not sent');
    }
  });
  return sending;
}

/** Runs the retention purge once with the configured RETENTION_DAYS; logs instead of throwing. */
export async function runRetention(): Promise<void> {
  try {
    const counts = await purgeExpired(await getDb(), new Date(), env().RETENTION_DAYS);
    logger().info({ event: 'inbox_retention', ...counts }, 'inbox retention ran');
  } catch (err) {
    logger().warn({ err }, 'inbox retention failed');
  }
}

let started = false;

/** Starts the e-mail retries and the daily retention purge once per process. */
export function startInboxJobs(): void {
  if (started) return;
  started = true;
  const timers = [
    setInterval(() => void kickNotifications(), NOTIFY_INTERVAL_MS),
    setTimeout(() => void runRetention(), RETENTION_FIRST_MS),
    setInterval(() => void runRetention(), RETENTION_INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref?.();
}

/** The library's daily clean-up in the server process (also once shortly after start); the timers never keep a process alive. */
import 'server-only';
import { getDb } from '@/lib/platform/db';
import { logger } from '@/lib/platform/log/logger';
import { cleanUnusedMedia } from './clean-up';

const INTERVAL_MS = 24 * 60 * 60_000;
const FIRST_MS = 90_000;

/** Runs the clean-up once; logs instead of throwing. */
export async function runMediaCleanUp(): Promise<void> {
  try {
    const removed = await cleanUnusedMedia(await getDb(), new Date());
    logger().info({ event: 'media_clean_up', removed }, 'media clean-up ran');
  } catch (err) {
    logger().warn({ err }, 'media clean-up failed');
  }
}

let started = false;

/** Starts the daily clean-up once per process. */
export function startMediaJobs(): void {
  if (started) return;
  started = true;
  const timers = [
    setTimeout(() => void runMediaCleanUp(), FIRST_MS),
    setInterval(() => void runMediaCleanUp(), INTERVAL_MS),
  ];
  for (const timer of timers) timer.unref?.();
}

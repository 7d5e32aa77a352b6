/**
 * The configuration check of a server's start: `npm start` runs Next on the build's resolved
 * configuration (lib/platform/server/built-config.mjs), so next.config.ts does not check it, and Next would
 * only log a failing instrumentation hook and serve 500s; so an invalid setting ends the process here,
 * naming the variable (`npm start` has already checked the same schema; `next start` has not). Kept out of instrumentation.ts, which is also compiled for the edge runtime.
 */
import { ConfigError, env } from '@/lib/platform/env';

/** Ends the process with the configuration's error message when a setting is invalid. */
export function exitOnInvalidConfig(): void {
  try {
    env();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

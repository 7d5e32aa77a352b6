/** Sets (or, given undefined, removes) configuration variables for the following calls, re-reading the configuration. */
import { resetEnvForTests } from '@/lib/platform/env';

/** Changes process.env and makes env() parse it again. */
export function configure(vars: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

// @ts-check
/**
 * Starts Next on the configuration its build resolved, as Next's own standalone server does.
 * Without it Next loads next.config.ts at start: it compiles the file with its SWC binding, which
 * then stays mapped in the server for its whole life (docs/performance.md, "Memory"). The build
 * writes the resolved configuration beside its output (lib/platform/server/next-internals.mjs); headers, redirects and
 * rewrites come from the build's route manifest either way. Configuration is still validated at start (instrumentation.ts).
 */
import { builtConfig, hasStandaloneConfig, setStandaloneConfig } from './next-internals.mjs';

/**
 * Points Next at the build's resolved configuration in `dir`; returns whether it could.
 * @param {string} dir
 */
export function runOnBuiltConfig(dir) {
  if (hasStandaloneConfig()) return true;
  const config = builtConfig(dir);
  // An older or partial build: Next loads next.config.ts as usual.
  if (!config) return false;
  setStandaloneConfig(config);
  return true;
}

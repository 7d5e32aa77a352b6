/**
 * Starts Next on the configuration its build resolved, as Next's own standalone server does.
 * Without it Next loads next.config.ts at start: it compiles the file with its SWC binding, which
 * then stays mapped in the server for its whole life (docs/performance.md, "Memory"). The build
 * writes the resolved configuration to `.next/required-server-files.json`; headers, redirects and
 * rewrites come from the build's route manifest either way. Configuration is still validated at start (instrumentation.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The variable Next's standalone server sets; Next's config loader then uses it instead of the file.
const STANDALONE_CONFIG = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** Points Next at the build's resolved configuration in `dir`; returns whether it could. */
export function runOnBuiltConfig(dir) {
  if (process.env[STANDALONE_CONFIG]) return true;
  try {
    const { config } = JSON.parse(readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'));
    if (!config || typeof config !== 'object') return false;
    process.env[STANDALONE_CONFIG] = JSON.stringify(config);
    return true;
  } catch {
    // An older or partial build: Next loads next.config.ts as usual.
    return false;
  }
}

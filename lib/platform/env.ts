/**
 * Validated configuration for the app's TypeScript: the schema and its reader live in
 * lib/platform/env-schema.mjs, which the plain-Node start script and cache handler import too.
 */
export {
  ConfigError,
  ENV_VARIABLE_NAMES,
  buildDeploymentId,
  childProcessEnv,
  env,
  isBuildPhase,
  parseEnv,
  resetEnvForTests,
} from './env-schema.mjs';
export type { Env } from './env-schema.mjs';

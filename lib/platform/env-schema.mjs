// @ts-check
/**
 * The one reader of the environment: the schema of every configuration variable, and the few of
 * Next's own variables this project asks about. Plain JavaScript so that the start script, the
 * cache handler and the front server (run by plain Node) share it with the app, which reads it
 * through lib/platform/env.ts. Every other module asks `env()`, so a bad value fails early with the variable's name.
 */
import { z } from 'zod';
// relative: next.config.ts and plain Node load this file, and neither resolves '@/'
import { parseTrustedProxies } from './server/client-address.mjs';

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalId = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

// A comma-separated list of addresses; empty means nobody.
const emailList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const variables = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How long a request waits for a database connection (new or pooled) before it answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  /** The server's statement_timeout for the site's queries: a statement held up longer answers 503. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  ADMIN_EMAIL: z.email().default('admin@example.com'),
  /** Public origin of absolute URLs; unset, it is this server on localhost (lib/ops/cli/start.mjs warns). */
  SITE_URL: optionalUrl,
  STATISTIC_KEY: z.string().min(8).default('isp-statistic-key-2026'),
  MAP_KEY: z.string().min(8).default('isp-map-key-2026'),
  CABINET_URL: z.url().default('https://cabinet.example.uz/'),
  CABINET_BETA_URL: z.url().default('https://beta.cabinet.example.uz/'),
  CABINET_OLD_URL: z.url().default('https://old.cabinet.example.uz/'),
  BILLING_URL: optionalUrl,
  BILLING_TOKEN: optionalId,
  /** How long one call to the HTTP billing may take before it counts as failed. */
  BILLING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  TASIX_PREFIX_URL: optionalUrl,
  /** Our reverse proxies (addresses or CIDRs), as canonical CIDRs; the front server (lib/platform/server/serve.mjs) parses the same text the same way. */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v, ctx) => {
      try {
        return parseTrustedProxies(v);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: /** @type {Error} */ (error).message });
        return z.NEVER;
      }
    }),
  FB_PIXEL_ID: optionalId,
  GA_ID: optionalId,
  YANDEX_METRIKA_ID: optionalId,
  GTM_ID: optionalId,
  PAYME_MERCHANT_ID: optionalId,
  CLICK_SERVICE_ID: optionalId,
  CLICK_MERCHANT_ID: optionalId,
  UZUM_SERVICE_ID: optionalId,
  PAYNET_SERVICE_ID: optionalId,
  /** With no merchant id set, offer the payment systems with demo ids (lib/visitors/billing/merchants.ts); production sets ids or 'false'. */
  PAYMENT_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  /** Secret that signs captcha challenges; when unset one is generated once and kept in the database, shared by every instance. */
  ALTCHA_HMAC_KEY: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Upper bound of the captcha's proof-of-work counter: higher is harder for bots and slower for people. */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(2_000).max(10_000_000).default(50_000),
  /** The upload folder of older installations, moved into the database at start (images/, tenders/, resumes/); default `${DATA_DIR}/uploads`. */
  UPLOAD_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Which staff roles must sign in with a second factor; unset, the installation's own default (lib/staff/auth/two-factor/policy.ts). */
  REQUIRE_2FA: z
    .enum(['none', 'developer', 'all'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Key (32+ characters) that encrypts staff TOTP secrets; unset, one is generated once and kept in the database. */
  TWO_FACTOR_KEY: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Admin login attempts one client address may make per 15 minutes (staff behind one office NAT may need more). */
  ADMIN_LOGIN_LIMIT: z.coerce.number().int().min(5).max(10_000).default(20),
  /** Inbox items (and résumé files) older than this many days are deleted by the daily retention job. */
  RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** Where staff notification e-mails go out (smtp:// or smtps://, credentials in the URL); unset: none are sent. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The sender of notification e-mails; default noreply@ the SITE_URL host. */
  NOTIFY_FROM: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Who is told of a new item of each inbox section (comma-separated addresses). */
  NOTIFY_EMAILS_REQUESTS: emailList,
  NOTIFY_EMAILS_MESSAGES: emailList,
  NOTIFY_EMAILS_RESUMES: emailList,
  NOTIFY_EMAILS_RATINGS: emailList,
  /** Redis (redis://…) holding Next's cache for every instance (lib/platform/cache-handler); unset, each keeps its own. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Test-only: 'off' makes the instance neither LISTEN for others' saves nor read tag times (lib/platform/invalidation). */
  INVALIDATION_LISTENER: z.enum(['on', 'off']).default('on'),
  /** `off`: `next build` skips its own type check, because the caller (`npm test`) has just checked the same sources. */
  BUILD_TYPECHECK: z.enum(['on', 'off']).default('on'),
  /** With a port, a second listener serves GET /metrics (Prometheus) there only (lib/platform/server/metrics.mjs); unset, none. */
  METRICS_PORT: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(1).max(65535))
    .optional(),
  /** The address that listener binds; the metrics are for the monitoring host, not visitors. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Time of day (HH:MM, Tashkent) of the server's own backup, or 'off'; unset: 03:00 on the embedded database, off on PostgreSQL. */
  BACKUP_AT: z
    .string()
    .trim()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, 'must be a time of day as HH:MM (Tashkent) or off')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** How many scheduled backups are kept; older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Where scheduled backups go; default `${DATA_DIR}/backups`. */
  BACKUP_DIR: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** The name of every variable the schema reads (each is described in README.md or docs/). */
export const ENV_VARIABLE_NAMES = Object.keys(variables.shape);

const schema = variables
  // Never the request's Host, which the caller writes: unset, the port this server listens on.
  .transform((values) => ({
    ...values,
    SITE_URL: values.SITE_URL ?? `http://localhost:${values.PORT}`,
    // PostgreSQL operators back up with their own tools, so the server's schedule is theirs to switch on.
    BACKUP_AT: values.BACKUP_AT ?? (values.DATABASE_URL ? 'off' : '03:00'),
  }));

/** @typedef {z.infer<typeof schema>} Env */

/** Thrown when a configuration variable is invalid; the message names the variable. */
export class ConfigError extends Error {
  name = 'ConfigError';
}

/**
 * Parses a given environment object; exported for tests.
 * @param {Record<string, string | undefined>} source
 * @returns {Env}
 */
export function parseEnv(source) {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/** @type {Env | undefined} */
let cached;

/**
 * The validated configuration of this process (parsed once).
 * @returns {Env}
 */
export function env() {
  if (typeof window !== 'undefined') throw new Error('lib/platform/env is server-only');
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The id of the build being made (next.config.ts): Next's build id and its deploymentId both, so
 * every instance running the build agrees on them. Made once by the build's first process and
 * inherited through the environment by the processes it starts; NEXT_DEPLOYMENT_ID, when set, is used as given.
 */
export function buildDeploymentId() {
  // Web Crypto, not node:crypto: middleware, which runs on the edge runtime, imports this file too.
  return (process.env.NEXT_DEPLOYMENT_ID ||= crypto.randomUUID().slice(0, 8));
}

/** Forgets the parsed configuration so tests can change variables. */
export function resetEnvForTests() {
  cached = undefined;
}

/** Whether this process is one of `next build`'s (Next sets NEXT_PHASE): no database, no jobs. */
export function isBuildPhase() {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** Whether this code runs in Next's edge runtime (the middleware's bundle), where Node's modules are missing. */
export function isEdgeRuntime() {
  return process.env.NEXT_RUNTIME === 'edge';
}

/** The deploymentId of the build being served (Next sets NEXT_DEPLOYMENT_ID from next.config.ts), if any. */
export function deploymentId() {
  return process.env.NEXT_DEPLOYMENT_ID || undefined;
}

/** Makes Next (and React) run in production mode in this process; the start script serves a production build. */
export function enterProductionMode() {
  Object.assign(process.env, { NODE_ENV: 'production' });
}

/**
 * This process's environment with `extra` over it, for a child process (pg_dump needs PATH, HOME, PG*).
 * @param {Record<string, string>} extra
 * @returns {NodeJS.ProcessEnv}
 */
export function childProcessEnv(extra) {
  return { ...process.env, ...extra };
}

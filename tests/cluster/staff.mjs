/** The cluster test's staff account: made with the admin CLI (`npm run admin`), signed in through the API. */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { call, postJson, sessionCookieOf } from './http.mjs';

const TSX = path.join('node_modules', 'tsx', 'dist', 'cli.mjs');

/** Creates a developer account on the database at `databaseUrl` with the admin CLI; answers its e-mail and password. */
export function createStaffAccount(databaseUrl, dataDir) {
  const email = `cluster-${Date.now().toString(36)}@example.com`;
  const password = `Cluster-${randomBytes(12).toString('hex')}`;
  const result = spawnSync(
    process.execPath,
    [
      TSX,
      '--conditions=react-server',
      'lib/ops/cli/admin.ts',
      'create',
      '--email',
      email,
      '--role',
      'developer',
      '--password',
      password,
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`npm run admin -- create failed:\n${result.stdout}${result.stderr}`);
  return { email, password };
}

/** Signs in at `base` (nginx or one instance) as a browser on `origin` would; answers the session's cookie and origin. */
export async function signIn(base, account, origin) {
  const res = await postJson(base, '/api/v1/user/auth', account, { headers: { origin } });
  if (res.status !== 200) throw new Error(`sign-in at ${base} answered ${res.status}: ${res.text().slice(0, 300)}`);
  return { cookie: sessionCookieOf(res), origin, email: account.email };
}

/** The e-mail of the staff member whose session `session` is, as the instance at `base` sees it (null: not signed in). */
export async function sessionUser(base, session) {
  const res = await call(base, '/api/v1/user/get', { headers: { cookie: session.cookie } });
  return res.status === 200 ? (res.json()?.data?.email ?? null) : null;
}

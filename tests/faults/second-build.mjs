/**
 * A second production build of this checkout for the rolling deploy test: the sources copied to a
 * temporary folder (node_modules hard-linked, Next's build cache copied so the build is incremental),
 * one client component given a line that marks the build, so that some asset names differ from the
 * first build's as they do between two releases, and `next build` run there (niced) with a deployment
 * id of its own. Kept for the next run while the first build is the same.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
// In the root layout, so every page's scripts include it.
const MARKED_COMPONENT = path.join('components', 'site', 'client-state.tsx');

const PREFIX = 'isp-rolling-build-';
const BUILD_UNSET = ['DATABASE_URL', 'DATA_DIR', 'REDIS_URL', 'PORT', 'METRICS_PORT'];
const buildIdOf = (dir) => readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim();

function copySources(dir) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString('utf8')
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(dir, file));
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  mkdirSync(path.join(dir, '.next'), { recursive: true });
  if (existsSync(path.join(root, '.next', 'cache')))
    cpSync(path.join(root, '.next', 'cache'), path.join(dir, '.next', 'cache'), { recursive: true });
}

/** The folder of a second build (another deployment id, some other asset names); answers it with its id and the seconds it took. */
export function secondBuild(log = console.log) {
  const first = buildIdOf(root);
  const dir = path.join(os.tmpdir(), `${PREFIX}${first}`);
  if (
    existsSync(path.join(dir, '.next', 'BUILD_ID')) &&
    existsSync(path.join(dir, '.next', 'static', '.precompressed'))
  )
    return { dir, id: buildIdOf(dir), seconds: 0 };
  const started = Date.now();
  // Second builds made for earlier first builds are of no more use.
  for (const name of readdirSync(os.tmpdir()))
    if (name.startsWith(PREFIX)) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  log(`making a second build in ${dir}…`);
  copySources(dir);
  const id = `r${first.slice(0, 6)}b2`;
  appendFileSync(
    path.join(dir, MARKED_COMPONENT),
    `\n// The rolling deploy test's second build.\nif (typeof window !== 'undefined') Object.assign(window, { ispRollingBuild: '${id}' });\n`,
  );
  // A build sets up no database of the caller's, and makes its own deployment id the build id. Its
  // sources are the first build's, whose types were checked, plus one line: no second type check.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !BUILD_UNSET.includes(name)));
  const env = { ...inherited, NEXT_DEPLOYMENT_ID: id, NEXT_TELEMETRY_DISABLED: '1', BUILD_TYPECHECK: 'off' };
  for (const step of [['node_modules/next/dist/bin/next', 'build'], ['lib/ops/cli/precompress-static.mjs']]) {
    const run = spawnSync('nice', ['-n', '10', process.execPath, ...step], { cwd: dir, env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`second build failed (${step.join(' ')}):\n${run.stdout}\n${run.stderr}`);
  }
  // The schema template is the first build's (same migrations): start-up then has nothing to make.
  cpSync(path.join(root, '.next', 'db-template'), path.join(dir, '.next', 'db-template'), { recursive: true });
  return { dir, id: buildIdOf(dir), seconds: Math.round((Date.now() - started) / 1000) };
}

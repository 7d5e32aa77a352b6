/**
 * Runs Debian's nginx with the shipped configuration (deploy/nginx/isp-site.conf) in a folder of
 * its own: the same directives, only the listen address, the upstream's instances and the log path
 * changed, wrapped in a minimal main configuration (pid, logs and temp files in that folder).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { spawnGroup, stopProcess } from './cluster-processes.mjs';

export const NGINX = '/usr/sbin/nginx';
const SHIPPED = path.join(process.cwd(), 'deploy', 'nginx', 'isp-site.conf');

/** Replaces what `pattern` matches in `text` by `replace`, failing when the shipped file no longer has it. */
function substitute(text, pattern, replace, what) {
  if (!pattern.test(text))
    throw new Error(`deploy/nginx/isp-site.conf has no ${what} any more; update tests/helpers/nginx.mjs`);
  return text.replace(pattern, replace);
}

/**
 * The shipped site configuration listening on 127.0.0.1:`port` in front of `instancePorts`, logging to
 * `accessLog`, serving build assets from `staticRoot` (the shared folder of a rolling deploy; by
 * default the shipped path, which holds nothing here, so every asset is asked of the instances).
 */
export function siteConfig(port, instancePorts, accessLog, staticRoot = undefined) {
  let text = readFileSync(SHIPPED, 'utf8');
  text = substitute(
    text,
    /^(\s*)server (127\.0\.0\.1|\[?[\w:.]+\]?):\d+( [^;]*)?;\n(\s*server [^;]+;\n)*/m,
    (_m, indent, _h, params) => instancePorts.map((p) => `${indent}server 127.0.0.1:${p}${params ?? ''};\n`).join(''),
    'upstream servers',
  );
  text = substitute(
    text,
    /^(\s*)listen [^;]+;\n(\s*listen [^;]+;\n)*/m,
    (_m, indent) => `${indent}listen 127.0.0.1:${port};\n`,
    'listen lines',
  );
  if (staticRoot)
    text = substitute(text, /^(\s*)root \S+;/m, (_m, indent) => `${indent}root ${staticRoot};`, 'root line');
  return substitute(text, /access_log \S+ isp_site;/, `access_log ${accessLog} isp_site;`, 'access_log line');
}

/** Writes the configuration files into `dir` and answers the main one's path. */
export function writeNginxConfig(dir, port, instancePorts, staticRoot = undefined) {
  mkdirSync(dir, { recursive: true });
  const site = path.join(dir, 'isp-site.conf');
  writeFileSync(site, siteConfig(port, instancePorts, path.join(dir, 'access.log'), staticRoot));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}_temp`)};`)
    .join('\n');
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    // run as root, the workers would be nobody, who cannot enter a private temporary folder
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\n` +
      `events { worker_connections 2048; }\nhttp {\n${temp}\n    include ${site};\n}\n`,
  );
  return main;
}

/** Whether something accepts connections on 127.0.0.1:`port`. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx in the foreground on 127.0.0.1:`port` in front of `instancePorts`, serving build assets
 * from `staticRoot` when given; resolves once it listens.
 */
export async function startNginx(dir, port, instancePorts, staticRoot = undefined) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`);
  const conf = writeNginxConfig(dir, port, instancePorts, staticRoot);
  const args = ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'];
  const proc = spawnGroup(NGINX, args, process.env, path.join(dir, 'nginx.out'));
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && proc.child.exitCode === null) {
    if (await listening(port)) {
      const accessLog = path.join(dir, 'access.log');
      return { ...proc, base: `http://127.0.0.1:${port}`, accessLog, stop: () => stopProcess(proc) };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.signal('SIGKILL');
  const errors = existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
  throw new Error(`nginx did not start on port ${port}:\n${proc.log()}${errors}`);
}

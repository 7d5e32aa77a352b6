// @vitest-environment node
/** The shipped nginx configuration: what docs/scaling.md says it does, and nginx accepts it as the cluster test runs it. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NGINX, siteConfig, writeNginxConfig } from '@/tests/helpers/nginx.mjs';

const shipped = readFileSync('deploy/nginx/isp-site.conf', 'utf8');
const directives = (name: string) => shipped.match(new RegExp(`^\\s*${name} [^;]*;`, 'gm'))?.map((d) => d.trim()) ?? [];

describe('deploy/nginx/isp-site.conf', () => {
  it('hands the visitor address to the instances, appending to X-Forwarded-For so the right end is ours', () => {
    expect(directives('proxy_set_header')).toEqual(
      expect.arrayContaining([
        'proxy_set_header X-Real-IP $remote_addr;',
        'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      ]),
    );
  });

  it('keeps idle connections to the instances open', () => {
    expect(directives('keepalive')).toHaveLength(1);
    expect(directives('proxy_http_version')).toEqual(['proxy_http_version 1.1;']);
    expect(directives('proxy_set_header')).toContain('proxy_set_header Connection "";');
  });

  it('moves idempotent requests to the next instance on connection errors, never a form already sent', () => {
    const [next] = directives('proxy_next_upstream');
    expect(next).toMatch(/^proxy_next_upstream error timeout /);
    expect(next).not.toContain('non_idempotent');
  });

  it('does not compress what the instances already compressed', () => {
    expect(directives('gzip')).toEqual(['gzip off;']);
  });

  it('is run by the cluster test with its own listen address, instances and log, and nothing else changed', () => {
    const text = siteConfig(3210, [3211, 3212, 3213], '/tmp/cluster/access.log');
    expect(text.match(/^\s*server 127\.0\.0\.1:\d+[^;]*;/gm)?.map((l) => l.trim())).toEqual([
      'server 127.0.0.1:3211 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:3212 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:3213 max_fails=1 fail_timeout=10s;',
    ]);
    expect(text.match(/^\s*listen [^;]*;/gm)?.map((l) => l.trim())).toEqual(['listen 127.0.0.1:3210;']);
    const unchanged = (t: string) => t.split('\n').filter((l) => !/^\s*(server \d|listen |access_log )/.test(l));
    expect(unchanged(text)).toEqual(unchanged(shipped));
  });

  it('serves build assets from the shared folder of a rolling deploy, asking the instances for any it lacks', () => {
    const block = /location \/_next\/static\/ \{([^}]*)\}/.exec(shipped)?.[1] ?? '';
    expect(block).toMatch(/^\s*root \/\S+;/m);
    expect(block).toMatch(/^\s*try_files \$uri @instances;/m);
    expect(block).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(block).toContain('gzip_static on;');
    expect(block).toContain('gzip_vary on;');
    expect(/location @instances \{([^}]*)\}/.exec(shipped)?.[1]).toContain('proxy_pass http://isp_site;');
  });

  it('is run by the rolling deploy test with its own shared asset folder, and nothing else changed', () => {
    const text = siteConfig(3210, [3211], '/tmp/roll/access.log', '/tmp/roll/static');
    expect(text.match(/^\s*root [^;]*;/gm)?.map((l) => l.trim())).toEqual(['root /tmp/roll/static;']);
    const unchanged = (t: string) => t.split('\n').filter((l) => !/^\s*(server \d|listen |access_log |root )/.test(l));
    expect(unchanged(text)).toEqual(unchanged(shipped));
  });

  it.skipIf(!existsSync(NGINX))('passes `nginx -t` as the cluster and rolling deploy tests write it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'isp-nginx-conf-'));
    try {
      const conf = writeNginxConfig(dir, 3210, [3211, 3212], path.join(dir, 'static'));
      const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
        encoding: 'utf8',
      });
      expect(result.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

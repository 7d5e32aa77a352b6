#!/usr/bin/env node
/**
 * `npm run audit:deps`: `npm audit --omit=dev` on the production dependencies. Exits 1 when a high
 * or critical advisory concerns one, 0 when none does. When the registry's advisory endpoint does
 * not answer (a mirror that refuses the POST, no network), it says so, prints the versions the
 * manual check of docs/security.md "Dependencies" starts from, and exits 2: no answer is not a clean bill.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (name) => require(`${name}/package.json`).version;

/** The React release compiled into Next (its Server Components runtime ships with it). */
function bundledReact() {
  const file = require.resolve('next/dist/compiled/react/cjs/react.production.js');
  return /version = "([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1] ?? 'unknown';
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

if (!report?.metadata?.vulnerabilities) {
  const reason =
    report?.message ??
    run.stderr
      .trim()
      .split('\n')
      .filter((l) => !l.includes('Unknown user config'))
      .at(-1) ??
    `exit ${run.status}`;
  console.error(`npm audit got no advisory data: ${reason}`);
  console.error(
    `Check by hand (docs/security.md, Dependencies): next ${versionOf('next')}, react ${versionOf('react')}, react-dom ${versionOf('react-dom')}, React compiled into Next (Server Components runtime) ${bundledReact()}.`,
  );
  process.exit(2);
}

const counts = report.metadata.vulnerabilities;
console.log(
  `Production dependencies: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
);
const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === 'high' || v.severity === 'critical',
);
for (const v of serious) {
  const titles = v.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
  console.log(
    `  ${v.severity}: ${v.name} ${v.range}${titles.length ? ` — ${titles.join('; ')}` : ` (through ${v.via.join(', ')})`}`,
  );
}
process.exit(serious.length ? 1 : 0);

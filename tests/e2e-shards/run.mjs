#!/usr/bin/env node
/**
 * `npm run test:e2e`: the e2e suite in E2E_SHARDS Playwright processes at once (default 2), each
 * with its own port block (E2E_PORT + 100 × shard), its own server and its own embedded database,
 * so no spec sees another's writes. Playwright splits the spec files between the shards. Tests
 * tagged `@solo` (budgets measured under load, which two busy shards would distort) run after the
 * shards, alone. Tests tagged `@perf` are measurements judged on a quiet machine, like the audit:
 * `npm run interactions` runs them, this runner does not. Each output line is prefixed with its run; the exit code is the first failing run's.
 * With arguments (`npm run test:e2e -- e2e/pay.spec.ts`) it runs one Playwright process with them.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 3100);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));

/** Runs one Playwright process with `runArgs` on shard `index`'s ports; resolves to its exit code and duration. */
function run(index, runArgs, prefix) {
  const started = Date.now();
  const child = spawn('npx', ['playwright', 'test', ...runArgs], {
    env: { ...process.env, E2E_PORT: String(basePort + 100 * index) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => console.log(prefix + line));
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({ index, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

if (shards === 1) process.exit((await run(0, args, '')).code);
const results = await Promise.all(
  Array.from({ length: shards }, (_, i) =>
    run(i, [`--shard=${i + 1}/${shards}`, '--grep-invert', '@solo|@perf'], `[${i + 1}/${shards}] `),
  ),
);
for (const r of results) console.log(`e2e shard ${r.index + 1}/${shards}: exit ${r.code} after ${r.seconds} s`);
const solo = await run(0, ['--grep', '@solo', '--grep-invert', '@perf', '--pass-with-no-tests'], '[solo] ');
console.log(`e2e @solo tests: exit ${solo.code} after ${solo.seconds} s`);
process.exit([...results, solo].find((r) => r.code !== 0)?.code ?? 0);

#!/usr/bin/env node
// @ts-check
/**
 * `npm test`: everything the README promises, cheapest failure first, in groups whose steps share the
 * machine: the type check and lint together (each uses one core), then vitest, the build and the e2e
 * suite. The build skips its own type check (BUILD_TYPECHECK=off): the same sources were checked a moment
 * before. A group's steps all finish before the run stops on a failure, so every failure is reported.
 * Prints each step's wall time and the busy CPU seconds of the whole machine meanwhile; exits with the
 * first failing step's code.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { busyCpuSeconds, cores } from '../helpers/machine-cpu.mjs';

/** @typedef {{ name: string, script: string, env?: Record<string, string> }} Step */

/** @type {Step[][]} */
const GROUPS = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'vitest', script: 'test:unit' }],
  [{ name: 'build', script: 'build', env: { BUILD_TYPECHECK: 'off' } }],
  [{ name: 'e2e', script: 'test:e2e' }],
];

/** @type {{ name: string, code: number, wall: number, cpu: number | null }[]} */
const results = [];

/**
 * Runs one npm script; a step that shares its group has its lines prefixed with its name.
 * @returns {Promise<{ code: number, wall: number }>}
 */
function runStep(/** @type {Step} */ step, /** @type {boolean} */ shared) {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', step.script], {
    env: { ...process.env, ...step.env },
    stdio: shared ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (shared)
    for (const stream of [child.stdout, child.stderr])
      if (stream)
        readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${step.name}] ${line}`));
  return new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), wall: (Date.now() - started) / 1000 }),
    ),
  );
}

/** The steps' times as a table: a group's CPU is shared by its steps, so it is shown on the group's first line. */
function printTable(/** @type {number} */ wall) {
  const line = (/** @type {string[]} */ cells) =>
    console.log(cells.map((cell, i) => (i ? cell.padStart(10) : cell.padEnd(12))).join(''));
  const cpu = results.every((r) => r.cpu === null) ? '' : results.reduce((sum, r) => sum + (r.cpu ?? 0), 0).toFixed(0);
  console.log(`\nnpm test, step by step (busy CPU seconds of the whole machine, ${cores} cores):`);
  line(['step', 'exit', 'wall s', 'CPU s']);
  for (const r of results) line([r.name, String(r.code), r.wall.toFixed(0), r.cpu === null ? '' : r.cpu.toFixed(0)]);
  line(['all', '', wall.toFixed(0), cpu]);
}

const started = Date.now();
let failed = 0;
for (const group of GROUPS) {
  const cpuBefore = busyCpuSeconds();
  const outcomes = await Promise.all(group.map((step) => runStep(step, group.length > 1)));
  const cpuAfter = busyCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  group.forEach((step, i) => results.push({ name: step.name, ...outcomes[i], cpu: i === 0 ? cpu : null }));
  failed = outcomes.find((outcome) => outcome.code !== 0)?.code ?? 0;
  if (failed) break;
}
printTable((Date.now() - started) / 1000);
process.exit(failed);

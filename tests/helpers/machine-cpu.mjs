// @ts-check
/**
 * The machine's busy CPU time, read from /proc/stat: a step's wall time next to the CPU seconds the
 * whole machine spent meanwhile tells work (CPU ≈ wall × cores) from waiting (CPU well below it).
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

// Linux reports /proc/stat in USER_HZ, which is 100 on every architecture it runs on.
const TICKS_PER_SECOND = 100;

/** Seconds every core of the machine has spent busy since boot (user, nice, system, irq, softirq, steal), or null off Linux. */
export function busyCpuSeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return (user + nice + system + irq + softirq + (steal ?? 0)) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** The machine's core count, to read busy CPU seconds against. */
export const cores = os.availableParallelism();

/**
 * What the application tells the metrics endpoint (lib/server/metrics.mjs): events it counts, values
 * it sets and probes it registers. Kept on globalThis and importing nothing, because the writers run in
 * Next's bundles, in its cache handler (loaded outside them) and in the front server, all one process;
 * counting costs a map update whether or not METRICS_PORT is set.
 */
const SLOT = Symbol.for('isp-site.metrics-bridge');

function state() {
  globalThis[SLOT] ??= { counts: new Map(), values: new Map(), probes: new Map() };
  return globalThis[SLOT];
}

/** Counts one event `name` with `labels` (a small fixed set of values, never raw input). */
export function countEvent(name, labels = {}) {
  const key = `${name}\n${JSON.stringify(labels)}`;
  const counts = state().counts;
  const entry = counts.get(key);
  if (entry) entry.value += 1;
  else counts.set(key, { name, labels, value: 1 });
}

/** Every label set counted under `name`, with its count. */
export function readCounts(name) {
  return [...state().counts.values()].filter((entry) => entry.name === name);
}

/** Sets the value `name` (a state such as a connection being up, or a time). */
export function setValue(name, value) {
  state().values.set(name, value);
}

/** The value set under `name`, or undefined. */
export function readValue(name) {
  return state().values.get(name);
}

/** Registers `probe` (an async function answering an object of figures) under `name`, asked at each scrape. */
export function setProbe(name, probe) {
  state().probes.set(name, probe);
}

/** Runs every probe; answers their figures by probe name (a probe that fails answers undefined). */
export async function runProbes() {
  const entries = await Promise.all(
    [...state().probes].map(async ([name, probe]) => [name, await probe().catch(() => undefined)]),
  );
  return Object.fromEntries(entries);
}

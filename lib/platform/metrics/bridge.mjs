// @ts-check
/**
 * What the application tells the metrics endpoint (lib/platform/server/metrics.mjs): events it counts, values
 * it sets and probes it registers. Kept on globalThis and importing nothing, because the writers run in
 * Next's bundles, in its cache handler (loaded outside them) and in the front server, all one process;
 * counting costs a map update whether or not METRICS_PORT is set.
 */
const SLOT = Symbol.for('isp-site.metrics-bridge');

/** @typedef {Record<string, string>} Labels */
/** @typedef {{ name: string, labels: Labels, value: number }} Count */
/**
 * @typedef {{
 *   counts: Map<string, Count>,
 *   values: Map<string, number>,
 *   probes: Map<string, () => Promise<unknown>>,
 * }} BridgeState
 */

/** @returns {BridgeState} */
function state() {
  const slots = /** @type {{ [SLOT]?: BridgeState }} */ (globalThis);
  return (slots[SLOT] ??= { counts: new Map(), values: new Map(), probes: new Map() });
}

/**
 * Counts one event `name` with `labels` (a small fixed set of values, never raw input).
 * @param {string} name
 * @param {Labels} [labels]
 */
export function countEvent(name, labels = {}) {
  const key = `${name}\n${JSON.stringify(labels)}`;
  const counts = state().counts;
  const entry = counts.get(key);
  if (entry) entry.value += 1;
  else counts.set(key, { name, labels, value: 1 });
}

/**
 * Every label set counted under `name`, with its count.
 * @param {string} name
 * @returns {Count[]}
 */
export function readCounts(name) {
  return [...state().counts.values()].filter((entry) => entry.name === name);
}

/**
 * Sets the value `name` (a state such as a connection being up, or a time).
 * @param {string} name
 * @param {number} value
 */
export function setValue(name, value) {
  state().values.set(name, value);
}

/**
 * The value set under `name`, or undefined.
 * @param {string} name
 * @returns {number | undefined}
 */
export function readValue(name) {
  return state().values.get(name);
}

/**
 * Registers `probe` (an async function answering an object of figures) under `name`, asked at each scrape.
 * @param {string} name
 * @param {() => Promise<unknown>} probe
 */
export function setProbe(name, probe) {
  state().probes.set(name, probe);
}

/**
 * Runs every probe; answers their figures by probe name (a probe that fails answers undefined).
 * @returns {Promise<Record<string, unknown>>}
 */
export async function runProbes() {
  const entries = await Promise.all(
    [...state().probes].map(async ([name, probe]) => [name, await probe().catch(() => undefined)]),
  );
  return Object.fromEntries(entries);
}

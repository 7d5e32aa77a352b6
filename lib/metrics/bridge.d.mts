/** Types of bridge.mjs (plain JavaScript: the front server and the cache handler load it outside Next's bundles). */
export type Labels = Record<string, string>;
export function countEvent(name: string, labels?: Labels): void;
export function readCounts(name: string): { name: string; labels: Labels; value: number }[];
export function setValue(name: string, value: number): void;
export function readValue(name: string): number | undefined;
export function setProbe(name: string, probe: () => Promise<unknown>): void;
export function runProbes(): Promise<Record<string, unknown>>;

/** Types of built-config.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
/** Points Next at the build's resolved configuration in `dir`; returns whether it could. */
export function runOnBuiltConfig(dir: string): boolean;

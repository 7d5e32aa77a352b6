/** Command-line options of the measuring tools. */

/** The number given as `--name N` on the command line, or `fallback`. */
export function numberOption(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The value given as `--name value` on the command line when it is one of `allowed` (the first is the default). */
export function choiceOption(name, allowed) {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return allowed[0];
  const value = process.argv[i + 1];
  if (!allowed.includes(value)) throw new Error(`--${name} must be one of: ${allowed.join(', ')}`);
  return value;
}

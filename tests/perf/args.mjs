/** Command-line options of the measuring tools. */

/** The word after `--name` on the command line, or undefined when the option is not given. */
function optionValue(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** The number given as `--name N` on the command line, or `fallback`. */
export function numberOption(name, fallback) {
  const value = optionValue(name);
  return value === undefined ? fallback : Number(value);
}

/** The value given as `--name value` on the command line when it is one of `allowed` (the first is the default). */
export function choiceOption(name, allowed) {
  const value = optionValue(name);
  if (value === undefined) return allowed[0];
  if (!allowed.includes(value)) throw new Error(`--${name} must be one of: ${allowed.join(', ')}`);
  return value;
}

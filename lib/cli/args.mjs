/** Command-line options of the measuring tools. */

/** The number given as `--name N` on the command line, or `fallback`. */
export function numberOption(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

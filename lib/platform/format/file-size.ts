/** A file's size as the site shows it: whole kilobytes below a megabyte, megabytes to one decimal (comma, as in both languages). */

/** Units as the page's language writes them, each with a {size} placeholder: '{size} КБ'. */
export type SizeUnits = { kb: string; mb: string };

const KB = 1024;
const MB = KB * 1024;

/** fileSize(2_621_440, {kb: '{size} КБ', mb: '{size} МБ'}) → '2,5 МБ'; a non-empty file is never '0 КБ'. */
export function fileSize(bytes: number, units: SizeUnits): string {
  if (bytes < MB) return units.kb.replace('{size}', String(Math.max(bytes > 0 ? 1 : 0, Math.round(bytes / KB))));
  const mb = (Math.round((bytes / MB) * 10) / 10).toString().replace('.', ',');
  return units.mb.replace('{size}', mb);
}

/** JSON-LD for a `<script type="application/ld+json">`: serialised so the text cannot end the script element. */

/** The JSON text of `data` with `<` escaped (a `</script>` inside a title must not close the tag). */
export function jsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** An absolute URL on the site for a path (images and pages in structured data must be absolute). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

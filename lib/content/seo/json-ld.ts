/** Structured data (schema.org JSON-LD) in a script tag that content can never break out of. */
import { createElement, type ReactElement } from 'react';

/** JSON text safe inside <script>: '<' is escaped so '</script>' or '<!--' in a value cannot end the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A <script type="application/ld+json"> element holding `data`. */
export function JsonLd({ data }: { data: Record<string, unknown> }): ReactElement {
  return createElement('script', {
    type: 'application/ld+json',
    dangerouslySetInnerHTML: { __html: serializeJsonLd(data) },
  });
}

/** An absolute URL on the site for a path (images and pages in structured data must be absolute). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).toString();
}

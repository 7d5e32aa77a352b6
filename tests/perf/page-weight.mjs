/**
 * What a page sends besides its visible HTML: the inline RSC data (the `self.__next_f.push(…)` scripts
 * Next writes so the browser can hydrate) and the document as a whole, both uncompressed, as the
 * browser has to parse them. Used by the audit to judge the inline-data and HTML budgets.
 */

const INLINE_SCRIPT = /<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g;

/** Bytes of the inline RSC data and of the whole document in `html`. */
export function pageWeight(html) {
  let inlineData = 0;
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body.startsWith('self.__next_f.push(') || body.startsWith('(self.__next_f=self.__next_f||[])'))
      inlineData += Buffer.byteLength(body);
  }
  return { inlineDataBytes: inlineData, htmlBytes: Buffer.byteLength(html) };
}

/** Fetches `url` as a browser would (it still gets the uncompressed size: fetch decodes) and weighs it. */
export async function weighPage(url) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  return pageWeight(await res.text());
}

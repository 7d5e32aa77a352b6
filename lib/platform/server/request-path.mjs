// @ts-check
/**
 * A request path a visitor typed with broken percent-encoding ('/rus/%E0%A4%A', a lone '%') makes
 * Next fail with a 500 while decoding it. Such a path is read as written: its '%' signs become
 * literal (%25), so the visitor gets the site's own page for it (the 404 page) instead.
 */

/**
 * `url` with every '%' of its path escaped when the path is not valid percent-encoding; unchanged otherwise.
 * @param {string} url
 * @returns {string}
 */
export function decodableUrl(url) {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    return path.replace(/%/g, '%25') + (queryAt < 0 ? '' : url.slice(queryAt));
  }
}

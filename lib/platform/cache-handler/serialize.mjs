// @ts-check
/**
 * Cache entries as text for a store outside the process (Redis): Next's entries hold Buffers
 * (rscData, a route's body) and Maps (segmentData), which plain JSON would not bring back.
 */

/**
 * `entry` as JSON text that `parseEntry` turns back into an equal entry.
 * @param {unknown} entry
 * @returns {string}
 */
export function stringifyEntry(entry) {
  return JSON.stringify(
    entry,
    /**
     * @this {Record<string, unknown>}
     * @param {string} key
     * @param {unknown} value
     */
    function replace(key, value) {
      // `this[key]` is the value before Buffer's own toJSON ran.
      const raw = this[key];
      if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
      if (raw instanceof Uint8Array) return { $buffer: Buffer.from(raw).toString('base64') };
      if (raw instanceof Map) return { $map: [...raw.entries()] };
      return value;
    },
  );
}

/**
 * The entry in `text` (made by `stringifyEntry`).
 * @param {string} text
 * @returns {unknown}
 */
export function parseEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
      if (Array.isArray(value.$map)) return new Map(value.$map);
    }
    return value;
  });
}

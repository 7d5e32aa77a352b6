/**
 * Calls of the fault tests, each timed and recorded by kind: a request either answers (its status,
 * envelope code and time) or fails (no answer within the call's timeout, or a connection error).
 */
import { call } from '../cluster/http.mjs';

/** Whether every call of `records` answered `status` (and `code`, when given). */
export function allAnswered(records, status, code) {
  return records.length > 0 && records.every((r) => r.status === status && (code === undefined || r.code === code));
}

/** Counts of `records` by kind and status, e.g. `{ page: { 200: 34 }, form: { 503: 8 } }`. */
export function byKindAndStatus(records) {
  const counts = {};
  for (const r of records) {
    counts[r.kind] ??= {};
    counts[r.kind][r.status] = (counts[r.kind][r.status] ?? 0) + 1;
  }
  return counts;
}

/** The slowest of `records` (ms), 0 when there are none. */
export function slowestMs(records) {
  return records.reduce((max, r) => Math.max(max, r.ms), 0);
}

/** A recorder of timed calls: `send` calls and records, `records` are kept in the order they started. */
export function recorder() {
  const records = [];
  return {
    records,
    /** Calls `base` + `path` (http.mjs options), records it under `kind` and answers the record with the response. */
    async send(kind, base, path, options = {}) {
      const at = Date.now();
      const started = performance.now();
      let res;
      let status;
      try {
        res = await call(base, path, { timeoutMs: 5_000, ...options });
        status = res.status;
      } catch (error) {
        status = /no answer/.test(error.message) ? 'timeout' : 'connection error';
      }
      const record = {
        kind,
        path,
        at,
        ms: Math.round(performance.now() - started),
        status,
        code: res?.json()?.error?.code,
      };
      records.push(record);
      return { record, res };
    },
  };
}

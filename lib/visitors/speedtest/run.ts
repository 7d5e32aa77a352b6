/**
 * A whole speed test run in the browser: pings, then download, then upload. Loaded only when the
 * visitor starts a test, so the page's first load carries none of it.
 */
import { download, ping, upload } from './calls';
import { MAX_UPLOAD_BYTES } from './sizes';
import { latencyOf } from './stats';
import { measureThroughput, type Plan } from './throughput';

/** What a run has found so far; a figure is undefined until measured. */
export type Results = { latency?: number; jitter?: number; download?: number; upload?: number };
/** The part of the run under way. */
export type Phase = 'ping' | 'download' | 'upload';

const PINGS = 11;
// Within the transfer limit of lib/platform/abuse/limits.ts: at most 4 × 8 downloads and 4 × 12 uploads a run.
const DOWNLOAD: Plan = { streams: 4, durationMs: 8000, warmUpMs: 1500, callsPerStream: 8 };
const UPLOAD: Plan = { streams: 4, durationMs: 8000, warmUpMs: 1500, callsPerStream: 12 };
const RANDOM_PIECE = 64 * 1024;

// Random bytes for the upload, so that nothing on the way can compress them: one random mebibyte repeated.
function uploadBody(): Blob {
  const piece = new Uint8Array(1024 * 1024);
  for (let at = 0; at < piece.length; at += RANDOM_PIECE) crypto.getRandomValues(piece.subarray(at, at + RANDOM_PIECE));
  return new Blob(
    Array.from({ length: MAX_UPLOAD_BYTES / piece.length }, () => piece),
    { type: 'application/octet-stream' },
  );
}

/** Runs the test, telling `onUpdate` the phase and the results as they come; rejects on a refused call. */
export async function runSpeedTest(onUpdate: (phase: Phase, results: Results) => void): Promise<Results> {
  const results: Results = {};
  onUpdate('ping', results);
  const roundTrips: number[] = [];
  for (let i = 0; i < PINGS; i++) roundTrips.push(await ping());
  Object.assign(results, latencyOf(roundTrips));
  onUpdate('download', { ...results });
  results.download = await measureThroughput(download, DOWNLOAD, (rate) =>
    onUpdate('download', { ...results, download: rate }),
  );
  onUpdate('upload', { ...results });
  const body = uploadBody();
  results.upload = await measureThroughput(upload(body), UPLOAD, (rate) =>
    onUpdate('upload', { ...results, upload: rate }),
  );
  return results;
}

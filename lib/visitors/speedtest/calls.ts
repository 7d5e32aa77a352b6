/**
 * The speed test's calls from the browser. They are signed with Z-Time / Z-Statistic as every
 * /api/v1 call is (SPEC §7), but made with fetch and XMLHttpRequest rather than the axios layer:
 * a download is read as a stream and thrown away chunk by chunk, and an upload reports its progress.
 */
import { signatureHeaders } from '@/lib/http/api/sign';
import { useSite } from '@/lib/ui-state/store/site';
import { MAX_DOWNLOAD_BYTES } from './sizes';
import type { TransferCall } from './throughput';

/** A call the server refused, with its translated message (none when the connection failed). */
export class SpeedTestError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'speed test call failed');
  }
}

let sequence = 0;

// A fresh URL for each call, so nothing on the way can answer it from a copy.
function url(path: string, query = ''): string {
  sequence += 1;
  return `/api/v1/speedtest/${path}?lang=${useSite.getState().lang}&r=${Date.now()}-${sequence}${query}`;
}

function signed(): Record<string, string> {
  const { statistic_key, map_key } = useSite.getState();
  return signatureHeaders(statistic_key, map_key);
}

function messageOf(body: string): string | null {
  try {
    return (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? null;
  } catch {
    return null;
  }
}

async function refused(res: Response): Promise<SpeedTestError> {
  return new SpeedTestError(messageOf(await res.text().catch(() => '')));
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** One ping's round trip in ms: the browser's own timing of the exchange where it has one, else the wall clock. */
export async function ping(): Promise<number> {
  const address = url('ping');
  const begun = performance.now();
  const res = await fetch(address, { headers: signed(), cache: 'no-store' });
  await res.arrayBuffer();
  const ended = performance.now();
  if (!res.ok) throw await refused(res);
  const entry = performance.getEntriesByName(new URL(address, location.href).href).pop() as
    PerformanceResourceTiming | undefined;
  return entry && entry.requestStart > 0 && entry.responseStart >= entry.requestStart
    ? entry.responseStart - entry.requestStart
    : ended - begun;
}

/** A download call: the most one call may send, read as it arrives and counted. */
export const download: TransferCall = async (add, signal) => {
  try {
    const res = await fetch(url('download', `&bytes=${MAX_DOWNLOAD_BYTES}`), {
      headers: signed(),
      signal,
      cache: 'no-store',
    });
    if (!res.ok || !res.body) throw await refused(res);
    const reader = res.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      add(value.byteLength);
    }
  } catch (error) {
    if (!isAbort(error)) throw error;
  }
};

/** An upload call of `body`, counted as the browser reports it sent. */
export function upload(body: Blob): TransferCall {
  return (add, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return resolve();
      const xhr = new XMLHttpRequest();
      let counted = 0;
      const count = (loaded: number) => {
        add(loaded - counted);
        counted = loaded;
      };
      xhr.upload.onprogress = (event) => count(event.loaded);
      xhr.onload = () => {
        if (xhr.status !== 200) return reject(new SpeedTestError(messageOf(xhr.responseText)));
        count(body.size);
        resolve();
      };
      xhr.onerror = () => reject(new SpeedTestError(null));
      xhr.onabort = () => resolve();
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.open('POST', url('upload'));
      for (const [name, value] of Object.entries(signed())) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('content-type', 'application/octet-stream');
      xhr.send(body);
    });
}

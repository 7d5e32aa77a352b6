/**
 * Runs one direction of the speed test in the LibreSpeed manner: several streams repeat their
 * call at once; what they move during the first moments (connections opening, TCP slow start) is
 * discarded, and the rest is divided by the time it took. Browser code, no React.
 */
import { mbps } from './stats';

/** How a direction is run: parallel streams, total and warm-up time, and the calls each stream may make. */
export type Plan = { streams: number; durationMs: number; warmUpMs: number; callsPerStream: number };

/** One call of a stream: reports bytes as they move through `add`; resolves when done or aborted through `signal`. */
export type TransferCall = (add: (bytes: number) => void, signal: AbortSignal) => Promise<void>;

const TICK_MS = 200;

async function runStream(call: TransferCall, add: (bytes: number) => void, signal: AbortSignal, calls: number) {
  for (let i = 0; i < calls && !signal.aborted; i++) await call(add, signal);
}

/** The measured rate in Mbit/s; `onRate` hears the running figure about five times a second. Rejects only when nothing could be measured. */
export async function measureThroughput(call: TransferCall, plan: Plan, onRate: (mbps: number) => void) {
  const stop = new AbortController();
  const started = performance.now();
  let bytes = 0;
  let total = 0;
  let from = started;
  let warm = false;
  const add = (n: number) => {
    bytes += n;
    total += n;
  };
  const timer = setInterval(() => {
    const now = performance.now();
    if (!warm && now - started >= plan.warmUpMs) {
      warm = true;
      bytes = 0;
      from = now;
    } else if (warm) onRate(mbps(bytes, now - from));
    if (now - started >= plan.durationMs) stop.abort();
  }, TICK_MS);
  const outcomes = await Promise.allSettled(
    Array.from({ length: plan.streams }, () => runStream(call, add, stop.signal, plan.callsPerStream)),
  );
  clearInterval(timer);
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure && total === 0) throw failure.reason;
  const end = performance.now();
  // streams that used up their calls before the warm-up ended: the whole run is all there is to go by
  return warm ? mbps(bytes, end - from) : mbps(total, end - started);
}

/** Captures what the server logs (pino JSON lines) for the tests that read the log. */
import { Writable } from 'node:stream';
import { setLogDestination } from '@/lib/platform/log/logger';

/** One parsed log line. */
export type LogLine = { level: number; time: number; msg: string; event?: string; [field: string]: unknown };

/** Sends the logger's output into memory from now on; answers readers of the raw text and of the parsed lines. */
export function captureLog() {
  const chunks: string[] = [];
  setLogDestination(
    new Writable({
      write(chunk, _encoding, done) {
        chunks.push(String(chunk));
        done();
      },
    }),
  );
  const text = () => chunks.join('');
  const lines = (): LogLine[] =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  return { text, lines, events: (name: string) => lines().filter((l) => l.event === name) };
}

/** Structured JSON logging (pino). Never log secrets, passwords or tokens. */
import 'server-only';
import pino from 'pino';
import { env } from '@/lib/platform/env';

// A second line of defence: fields that must never reach the log even if a caller passes them.
const REDACT = [
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  'cookie',
  '*.cookie',
  'headers.cookie',
  '*.headers.cookie',
  'headers.authorization',
  '*.headers.authorization',
];

let instance: pino.Logger | undefined;

function create(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: undefined }, destination);
}

/** The process logger: JSON lines on stdout (silent under NODE_ENV=test unless a test captures it). */
export function logger(): pino.Logger {
  instance ??= create(env().NODE_ENV === 'test' ? 'silent' : env().LOG_LEVEL);
  return instance;
}

/** Sends every later log line to `destination` at `level`, with the same redaction (tests read what is logged). */
export function setLogDestination(destination: pino.DestinationStream, level = 'info'): void {
  instance = create(level, destination);
}

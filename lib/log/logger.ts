/** Structured JSON logging (pino). Never log secrets, passwords or tokens. */
import 'server-only';
import pino from 'pino';
import { env } from '@/lib/env';

let instance: pino.Logger | undefined;

/** The process logger. */
export function logger(): pino.Logger {
  instance ??= pino({
    level: env().NODE_ENV === 'test' ? 'silent' : env().LOG_LEVEL,
    redact: { paths: ['password', '*.password', 'token', '*.token', 'headers.cookie'], censor: '[redacted]' },
    base: undefined,
  });
  return instance;
}

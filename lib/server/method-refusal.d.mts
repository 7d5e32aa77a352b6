import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The 405 envelope for a call to `url` from a caller who accepts `acceptLanguage`. */
export function refusalBody(url: string, acceptLanguage: string | undefined): Buffer;
/** Sends the 405 envelope with Allow in place of Next's refusal of an API call's method. */
export function answerRefusals(
  req: IncomingMessage,
  res: ServerResponse,
  probed: boolean,
  allowOf: () => Promise<string | undefined>,
): void;
/** The Allow header of the OPTIONS answer the server listening as `server` gives for `url` (undefined when none). */
export function askAllow(server: Server, url: string): Promise<string | undefined>;

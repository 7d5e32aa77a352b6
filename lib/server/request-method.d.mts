import type { IncomingMessage, ServerResponse } from 'node:http';

/** The methods of every page and file. */
export const PAGE_ALLOW: string;
/** What the front server does with a request in `method` to `url`. */
export function methodPlan(method: string | undefined, url: string): 'page' | 'form' | 'refuse' | 'api' | 'probe';
/** Answers a page or file asked in a method it does not take: 204 to OPTIONS, else 405; both with its `Allow`. */
export function refusePageMethod(req: IncomingMessage, res: ServerResponse): void;

/** Types of serve.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { PageCache } from './page-cache.mjs';

export function createSiteServer(handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>, cache?: PageCache): Server;
export function stopGracefullyOnSignals(server: Server): void;
export function serveSite(options: { dir: string; port: number }): Promise<Server>;

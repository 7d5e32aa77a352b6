/** Types of metrics.mjs. */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type SiteMetrics = {
  contentType: string;
  observe(route: string, method: string, status: number, seconds: number): void;
  pageCache(kind: string, hit: boolean): void;
  scrape(): Promise<string>;
};
export function enableMetrics(dir: string): SiteMetrics;
export function observeRequest(req: IncomingMessage, res: ServerResponse, kind?: 'page' | 'api'): boolean;
export function startMetricsServer(options: { dir: string; host: string; port: number }): Promise<Server>;

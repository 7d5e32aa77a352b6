/** Types of client-address.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { IncomingMessage } from 'node:http';

export const CLIENT_IP_HEADER: 'x-isp-client-ip';
export function normalizeIp(value: string | null | undefined): string | null;
export function parseTrustedProxies(text: string | undefined): string[];
export function isTrusted(ip: string | null, ranges: string[]): boolean;
export function clientAddress(
  peer: string | null | undefined,
  forwardedFor: string | string[] | null | undefined,
  realIp: string | string[] | null | undefined,
  ranges: string[],
): string | null;
export function stampClientAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, ranges: string[]): void;

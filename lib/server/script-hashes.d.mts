/** Types of script-hashes.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { OutgoingHttpHeaders } from 'node:http';

export function isFrameworkScript(source: string): boolean;
export function inlineScriptHashes(html: Buffer): string[];
export function withScriptHashes(policy: string, hashes: string[]): string;
export function lockInlineScripts(headers: OutgoingHttpHeaders, body: Buffer): OutgoingHttpHeaders;

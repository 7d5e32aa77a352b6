/** Types of inline-styles.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
import type { OutgoingHttpHeaders } from 'node:http';

export class StylesheetInliner {
  constructor(dir?: string);
  static fromBuild(root: string): StylesheetInliner;
  inline(headers: OutgoingHttpHeaders, body: Buffer): Buffer;
}

/** Types of precompress.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
export const ENCODED_SUFFIX: Readonly<{ br: '.br'; gzip: '.gz' }>;
export const STATIC_URL_PREFIX: string;
export function staticDir(root: string): string;
export function listFiles(dir: string, prefix?: string): string[];
export function isPrecompressed(root: string): boolean;
export function precompressStatic(root: string): Promise<{ files: number; raw: number; br: number }>;

/** Types of template.mjs (plain JavaScript so that `npm start` needs no TypeScript tooling). */
export function schemaTemplateDir(root?: string): string;
export function installedPgliteVersion(root?: string): string;
export function writeTemplateManifest(dir: string, root?: string): void;
export function usableTemplate(dir: string, root?: string): string | null;

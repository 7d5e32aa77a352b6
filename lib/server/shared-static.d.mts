/** Types of shared-static.mjs. */
export function publishBuildAssets(root: string, shared: string): { id: string; files: number; copied: number };
export function publishedBuilds(shared: string): { id: string; publishedAt: number; files: string[] }[];
export function pruneBuildAssets(shared: string, keep: number): number;

/** Types of nginx.mjs for the unit test of the shipped configuration. */
export const NGINX: string;
export function listening(port: number): Promise<boolean>;
export function siteConfig(port: number, instancePorts: number[], accessLog: string, staticRoot?: string): string;
export function writeNginxConfig(dir: string, port: number, instancePorts: number[], staticRoot?: string): string;
export function startNginx(
  dir: string,
  port: number,
  instancePorts: number[],
  staticRoot?: string,
): Promise<{ base: string; accessLog: string; stop: () => Promise<void> }>;

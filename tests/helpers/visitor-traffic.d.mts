/** Types of visitor-traffic.mjs for the TypeScript specs that use it. */
export type FormKind = 'contact' | 'connection' | 'rating';
export type FormSubmission = { path: string; headers: Record<string, string>; body: Record<string, unknown> };

export function signedHeaders(): Record<string, string>;
export function visitorIp(n: number, net?: number): string;
export function visitorHeaders(ip: string): Record<string, string>;
export function solvedCaptcha(base: string, ip: string): Promise<string>;
export function solvedCaptchas(base: string, count: number, parallel?: number): Promise<string[]>;
export function formSubmission(kind: FormKind, tag: string, altcha?: string): FormSubmission;
export function formHeaders(ip: string, extra?: Record<string, string>): Record<string, string>;

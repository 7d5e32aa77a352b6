/**
 * The browser api layer, fetched on first use. Public pages call the server only after a click
 * or a submit, so axios and the signing code stay out of their first load (the JS budget).
 */
import type { api as Api } from './client';

let pending: Promise<typeof Api> | undefined;

/** Resolves to `api` of lib/http/api/client.ts, loading it once. */
export function loadApi(): Promise<typeof Api> {
  pending ??= import('./client').then((module) => module.api);
  return pending;
}

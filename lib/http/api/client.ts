/**
 * The browser's api layer (SPEC §7): one axios instance under /api/v1/ that signs every call
 * with Z-Time / Z-Statistic, adds the current language, and turns failures into ApiCallError
 * with the SPEC §8 message. Client components call the server only through this.
 */
import axios, { type AxiosRequestConfig } from 'axios';
import { useSite } from '@/lib/ui-state/store/site';
import { signatureHeaders } from './sign';
import { toCallError, type CallKind } from './client-errors';

export { ApiCallError } from './client-errors';

const http = axios.create({ baseURL: '/api/v1/', timeout: 20_000 });

http.interceptors.request.use((config) => {
  const { statistic_key, map_key, lang } = useSite.getState();
  for (const [name, value] of Object.entries(signatureHeaders(statistic_key, map_key))) config.headers.set(name, value);
  config.params = { lang, ...config.params };
  return config;
});

async function call<T>(kind: CallKind, config: AxiosRequestConfig): Promise<T> {
  try {
    const response = await http.request<{ status: string; data: T }>(config);
    if (response.data?.status !== 'ok')
      throw toCallError(kind, response.status, response.data, useSite.getState().serviceUnavailable);
    return response.data.data;
  } catch (error) {
    if (axios.isAxiosError(error)) {
      throw toCallError(kind, error.response?.status ?? 0, error.response?.data, useSite.getState().serviceUnavailable);
    }
    throw error;
  }
}

const noCache = { 'Cache-Control': 'no-cache' };
const path = (resource: string) => resource.replace(/^\//, '');

/** The call kinds of SPEC §7. */
export const api = {
  /** GET {resource} with query parameters. */
  query: <T>(resource: string, params?: Record<string, unknown>) =>
    call<T>('read', { method: 'GET', url: path(resource), params, headers: noCache }),
  /** GET {resource}/{id}. */
  get: <T>(resource: string, id: string | number) =>
    call<T>('read', { method: 'GET', url: `${path(resource)}/${encodeURIComponent(String(id))}`, headers: noCache }),
  /** POST {resource} with a JSON (or multipart) body. */
  post: <T>(resource: string, body?: unknown, headers?: Record<string, string>) =>
    call<T>('write', { method: 'POST', url: path(resource), data: body, headers }),
  /** PUT {resource}/{id} with a body. */
  update: <T>(resource: string, id: string | number, body: unknown) =>
    call<T>('write', { method: 'PUT', url: `${path(resource)}/${encodeURIComponent(String(id))}`, data: body }),
  /** PUT {resource} with a body. */
  put: <T>(resource: string, body: unknown) => call<T>('write', { method: 'PUT', url: path(resource), data: body }),
  /** DELETE {resource}. */
  delete: <T>(resource: string, params?: Record<string, unknown>) =>
    call<T>('delete', { method: 'DELETE', url: path(resource), params }),
};

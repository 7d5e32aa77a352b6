/** The contract of a public content read: a signed GET with a `{lang}` path segment, answered from a shared value. */
import type { z } from 'zod';
import { langParams } from '../lang-param';
import { routeContract, type RouteContract } from './contract';

type Extra = Partial<Pick<RouteContract, 'query' | 'errors' | 'example'>>;

/** A content read's contract; `extra` holds its query, errors and example when it takes more than its language. */
export function contentRead<D extends z.ZodType, const E extends Extra = Record<never, never>>(
  summary: string,
  data: D,
  extra?: E,
) {
  return routeContract({
    method: 'GET',
    summary,
    tag: 'content',
    access: 'signed',
    params: langParams,
    data,
    ...(extra as E),
  });
}

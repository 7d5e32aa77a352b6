/** Which database errors count as an outage (a 503 and a noted failure), and which stay ordinary errors. */
import { describe, expect, it } from 'vitest';
import { dbRecentlyUnreachable, isDbUnavailable, noteDbFailure } from '@/lib/platform/db/reachability.mjs';

const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDbUnavailable', () => {
  it('recognises a refused or broken connection, a server shutting down and a statement cancelled by its timeout', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '57014', '08006', '53300'])
      expect(isDbUnavailable(coded(code)), code).toBe(true);
    expect(isDbUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDbUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDbUnavailable(new Error('Query read timeout'))).toBe(true);
  });

  it("looks into the errors a query error wraps (Drizzle's cause, node's AggregateError)", () => {
    const wrapped = new Error('Failed query: select 1', { cause: coded('ECONNREFUSED') });
    expect(isDbUnavailable(wrapped)).toBe(true);
    expect(isDbUnavailable(new AggregateError([coded('ECONNREFUSED')], ''))).toBe(true);
  });

  it('leaves ordinary failures alone: a missing table, a violated constraint, a bug', () => {
    expect(isDbUnavailable(coded('42P01', 'relation "faq" does not exist'))).toBe(false);
    expect(isDbUnavailable(coded('23505'))).toBe(false);
    expect(isDbUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDbUnavailable(undefined)).toBe(false);
  });
});

describe('dbRecentlyUnreachable', () => {
  it('is true for a while after an outage error, never after an ordinary one', () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('isp-site.db-reachability')];
    noteDbFailure(coded('42P01'), 1_000);
    expect(dbRecentlyUnreachable(1_001)).toBe(false);
    noteDbFailure(coded('ECONNREFUSED'), 1_000);
    expect(dbRecentlyUnreachable(2_000)).toBe(true);
    expect(dbRecentlyUnreachable(60_000)).toBe(false);
  });
});

/**
 * The provider's billing over HTTP (JSON contract in lib/visitors/billing/README.md). Every call has a
 * timeout; only idempotent reads are retried; a circuit breaker fails fast while billing is
 * down. Any failure surfaces as BillingUnavailableError.
 */
import 'server-only';
import type { Localized } from '@/lib/platform/db/schema/localized';
import { requestStatusData } from '@/lib/visitors/tracking/schemas';
import { CircuitBreaker, type BreakerOptions } from './circuit-breaker';
import {
  BillingUnavailableError,
  type BillingGateway,
  type LoginCheck,
  type OnlineRequest,
  type PollOption,
} from './types';

export type HttpBillingOptions = {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  /** Extra attempts for idempotent reads after the first one fails. */
  readRetries?: number;
  retryDelayMs?: number;
  breaker?: BreakerOptions;
};

type CallOptions = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotent: boolean;
  headers?: Record<string, string>;
  /** A 404 answer means 'no such thing' (answered as null), not a failure. */
  notFoundIsNull?: boolean;
};

/** A failure worth retrying: network error, timeout or a 5xx answer. */
class TransientError extends Error {}

/** A tariff name as billing sends it: both languages, or one text used for both; anything else is no name. */
function localizedOrNull(value: unknown): Localized | null {
  if (typeof value === 'string' && value.trim()) return { rus: value, uzb: value };
  const text = value as Partial<Localized> | null | undefined;
  return typeof text?.rus === 'string' && typeof text.uzb === 'string' ? { rus: text.rus, uzb: text.uzb } : null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds an HTTP billing gateway for a base URL. */
export function createHttpBilling(options: HttpBillingOptions): BillingGateway & { breaker: CircuitBreaker } {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5_000;
  const retries = options.readRetries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 200;
  const breaker = new CircuitBreaker(options.breaker);

  async function once(call: CallOptions): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: {
          accept: 'application/json',
          ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...call.headers,
        },
        body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TransientError(`billing unreachable: ${(error as Error).name}`);
    }
    if (response.status >= 500) throw new TransientError(`billing answered ${response.status}`);
    if (response.status === 404 && call.notFoundIsNull) return null;
    if (!response.ok) throw new BillingUnavailableError(`billing answered ${response.status}`);
    try {
      return await response.json();
    } catch {
      throw new BillingUnavailableError('billing answered malformed JSON');
    }
  }

  async function request(call: CallOptions): Promise<unknown> {
    const attempts = call.idempotent ? retries + 1 : 1;
    let lastError: unknown;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      try {
        return await breaker.run(() => once(call));
      } catch (error) {
        lastError = error;
        if (!(error instanceof TransientError)) break;
      }
    }
    if (lastError instanceof BillingUnavailableError) throw lastError;
    throw new BillingUnavailableError((lastError as Error)?.message ?? 'billing unavailable');
  }

  function shape<T>(value: unknown, check: (v: unknown) => boolean): T {
    if (!check(value)) throw new BillingUnavailableError('billing answered an unexpected shape');
    return value as T;
  }

  return {
    breaker,
    async tariffs() {
      const data = await request({ method: 'GET', path: '/tariffs', idempotent: true });
      return shape(
        data,
        (v) =>
          Array.isArray((v as { tariffs?: unknown })?.tariffs) && Array.isArray((v as { series?: unknown })?.series),
      );
    },
    async applicationPoll() {
      const data = await request({ method: 'GET', path: '/application_poll', idempotent: true });
      return shape<{ options: PollOption[] }>(data, (v) => Array.isArray((v as { options?: unknown })?.options))
        .options;
    },
    async checkLoginForPayment(prefix, login) {
      // a lookup without side effects, so it may be retried although it is a POST
      const data = await request({
        method: 'POST',
        path: '/check/login_for_payment',
        body: { prefix, login },
        idempotent: true,
      });
      const answer = shape<LoginCheck>(data, (v) => typeof (v as { found?: unknown })?.found === 'boolean');
      if (!answer.found) return { found: false };
      return {
        found: true,
        technology: String(answer.technology ?? ''),
        holder: typeof answer.holder === 'string' ? answer.holder : '',
        tariff: localizedOrNull(answer.tariff),
      };
    },
    async submitOnlineRequest(req: OnlineRequest) {
      const data = await request({
        method: 'POST',
        path: '/online_request',
        body: req,
        idempotent: false,
        headers: { 'idempotency-key': req.reference },
      });
      return shape<{ reference: string }>(data, (v) => typeof (v as { reference?: unknown })?.reference === 'string');
    },
    async requestStatus(reference) {
      const data = await request({
        method: 'GET',
        path: `/online_request/status?reference=${encodeURIComponent(reference)}`,
        idempotent: true,
        notFoundIsNull: true,
      });
      if (data === null) return null;
      const answer = requestStatusData.safeParse(data);
      if (!answer.success || answer.data.reference !== reference)
        throw new BillingUnavailableError('billing answered an unexpected shape');
      return answer.data;
    },
  };
}

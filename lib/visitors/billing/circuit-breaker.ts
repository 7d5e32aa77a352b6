/**
 * A small circuit breaker: after `failureThreshold` consecutive failures it opens and fails
 * fast for `resetAfterMs`; then one trial call (half-open) decides whether it closes again.
 * Keeps a dead billing from holding every visitor's request for the full timeout.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export type BreakerOptions = { failureThreshold?: number; resetAfterMs?: number; now?: () => number };

/** Thrown instead of calling when the breaker is open. */
export class CircuitOpenError extends Error {
  override name = 'CircuitOpenError';
}

/** A circuit breaker guarding one remote dependency. */
export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private current: BreakerState = 'closed';
  private readonly threshold: number;
  private readonly resetAfterMs: number;
  private readonly now: () => number;

  constructor(options: BreakerOptions = {}) {
    this.threshold = options.failureThreshold ?? 5;
    this.resetAfterMs = options.resetAfterMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  /** The state as of now (an open breaker turns half-open once its pause is over). */
  get state(): BreakerState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.resetAfterMs) this.current = 'half-open';
    return this.current;
  }

  /** Runs `fn` through the breaker. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const state = this.state;
    if (state === 'open') throw new CircuitOpenError('circuit open');
    if (state === 'half-open') {
      // only one trial call at a time; the others fail fast until it reports back
      if (this.trialInFlight) throw new CircuitOpenError('circuit half-open, trial in flight');
      this.trialInFlight = true;
    }
    try {
      const result = await fn();
      this.onSuccess();
      return result;
    } catch (error) {
      this.onFailure();
      throw error;
    } finally {
      if (state === 'half-open') this.trialInFlight = false;
    }
  }

  private onSuccess(): void {
    this.failures = 0;
    this.current = 'closed';
  }

  private onFailure(): void {
    this.failures += 1;
    if (this.current === 'half-open' || this.failures >= this.threshold) {
      this.current = 'open';
      this.openedAt = this.now();
    }
  }
}

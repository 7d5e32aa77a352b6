import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from '@/lib/visitors/billing/circuit-breaker';

describe('circuit breaker', () => {
  it('opens after the threshold, fails fast, and lets one trial through after the pause', async () => {
    let now = 0;
    const breaker = new CircuitBreaker({ failureThreshold: 2, resetAfterMs: 1000, now: () => now });
    const fail = () => Promise.reject(new Error('down'));
    await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('closed');
    await expect(breaker.run(fail)).rejects.toThrow('down');
    expect(breaker.state).toBe('open');
    let called = false;
    await expect(breaker.run(async () => (called = true))).rejects.toBeInstanceOf(CircuitOpenError);
    expect(called).toBe(false);
    now = 1000;
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(async () => 'up')).resolves.toBe('up');
    expect(breaker.state).toBe('closed');
  });

  it('a success resets the failure count', async () => {
    const breaker = new CircuitBreaker({ failureThreshold: 2 });
    await expect(breaker.run(() => Promise.reject(new Error('x')))).rejects.toThrow();
    await breaker.run(async () => 1);
    await expect(breaker.run(() => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(breaker.state).toBe('closed');
  });
});

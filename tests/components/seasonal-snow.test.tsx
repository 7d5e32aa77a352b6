import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeasonalSnow } from '@/components/site/seasonal-snow';

// Hoisted with the mock; the in-season test runs last so the others see the library unloaded.
const { loaded } = vi.hoisted(() => ({ loaded: vi.fn() }));
vi.mock('react-snowfall', () => {
  loaded();
  return { default: () => <canvas data-testid="snowfall" /> };
});

function prefersReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => vi.useRealTimers());

describe('SeasonalSnow', () => {
  it('stays away out of season and never loads the library', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-04T12:00:00+05:00'));
    prefersReducedMotion(false);
    const { container } = render(<SeasonalSnow />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('stays away for visitors who prefer reduced motion', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-10T12:00:00+05:00'));
    prefersReducedMotion(true);
    const { container } = render(<SeasonalSnow />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('falls in season, hidden from assistive technology', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-20T12:00:00+05:00'));
    prefersReducedMotion(false);
    render(<SeasonalSnow />);
    const canvas = await screen.findByTestId('snowfall');
    expect(loaded).toHaveBeenCalledTimes(1);
    expect(canvas.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

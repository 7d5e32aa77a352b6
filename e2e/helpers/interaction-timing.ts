/** How long the page takes to answer a visitor's input, as the browser's own Event Timing reports it. */
import type { Page } from '@playwright/test';

/** One Event Timing entry: the event's type, its duration to the next paint, and its interaction (0: none). */
export type TimedEvent = { name: string; duration: number; interactionId: number };

/** What the page recorded from `observeInteractions` on. */
export type InteractionTiming = {
  /** Entries of 16 ms and more, which are all the browser reports of `event` entries. */
  events: TimedEvent[];
  /** The page's first input, which the browser reports however short it was. */
  firstInput: TimedEvent | null;
  /** How many of each input type the browser dispatched since `observeInteractions` (its `performance.eventCounts`). */
  dispatched: Record<string, number>;
  /** The longest of `events` that belong to an interaction and of `firstInput`; 0 with neither. */
  longest: number;
};

type Recorder = { events: TimedEvent[]; firstInput: TimedEvent | null; counts: Record<string, number> };
const INPUTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup'];

/** Slows the page's CPU `rate` times through DevTools, as Lighthouse's mobile preset does. */
export async function throttleCpu(page: Page, rate = 4): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Starts recording Event Timing in the page; call it before the interaction, on a page nobody has touched yet. */
export async function observeInteractions(page: Page): Promise<void> {
  await page.evaluate((inputs) => {
    const entry = (e: PerformanceEntry): TimedEvent => ({
      name: e.name,
      duration: e.duration,
      interactionId: (e as PerformanceEventTiming).interactionId,
    });
    const counts = Object.fromEntries(inputs.map((type) => [type, performance.eventCounts.get(type) ?? 0]));
    const recorder: Recorder = { events: [], firstInput: null, counts };
    // TypeScript's DOM types lack `durationThreshold`; 16 ms is the lowest the browser accepts.
    const events = { type: 'event', durationThreshold: 16, buffered: true };
    new PerformanceObserver((list) => recorder.events.push(...list.getEntries().map(entry))).observe(events);
    new PerformanceObserver((list) => {
      const [first] = list.getEntries();
      if (first) recorder.firstInput = entry(first);
    }).observe({ type: 'first-input', buffered: true });
    (window as unknown as { __interactionTiming: Recorder }).__interactionTiming = recorder;
  }, INPUTS);
}

/**
 * What the page recorded, once the frame that showed the answer has been presented: the browser hands
 * out an entry only after that frame, so two more frames and a pause let every entry arrive.
 */
export async function interactionTiming(page: Page): Promise<InteractionTiming> {
  const { events, firstInput, counts } = await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 250));
    return (window as unknown as { __interactionTiming: Recorder }).__interactionTiming;
  });
  const now = await page.evaluate(
    (inputs) => Object.fromEntries(inputs.map((type) => [type, performance.eventCounts.get(type) ?? 0])),
    INPUTS,
  );
  const dispatched = Object.fromEntries(INPUTS.map((type) => [type, now[type]! - counts[type]!]));
  const timed = [...events.filter((e) => e.interactionId > 0), ...(firstInput ? [firstInput] : [])];
  return { events, firstInput, dispatched, longest: Math.max(0, ...timed.map((e) => e.duration)) };
}

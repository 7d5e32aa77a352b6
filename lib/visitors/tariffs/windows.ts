/** Tariff speed time windows as the site shows them (SPEC §9): '07:00–19:00'. */
import type { SpeedWindow } from '@/lib/visitors/billing/types';

/** A window's hours with an en dash: { from: '07:00', to: '19:00' } → '07:00–19:00'. */
export function formatWindow(window: Pick<SpeedWindow, 'from' | 'to'>): string {
  return `${window.from}–${window.to}`;
}

/** Each window as its hours and speed text, e.g. { hours: "07:00–19:00", speed: "50 Мбит/с" }; `unit` is the translated unit. */
export function describeWindows(windows: SpeedWindow[], unit: string): { hours: string; speed: string }[] {
  return windows.map((window) => ({ hours: formatWindow(window), speed: `${window.speed} ${unit}` }));
}

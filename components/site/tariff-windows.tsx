import type { SpeedWindow } from '@/lib/visitors/billing/types';
import { formatWindow } from '@/lib/visitors/tariffs/windows';

type Props = {
  windows: SpeedWindow[];
  labels: { day: (speed: number) => string; night: (speed: number, hours: string) => string };
};

/**
 * A tariff's time-window speeds as one line a visitor reads at a glance, 'до 100 Мбит/с днём · до 200
 * ночью (01:00–13:00)': billing gives the day window first, so the first is called day and the rest
 * night, and only the night's hours are named (the day is the rest of the clock).
 */
export function TariffWindows({ windows, labels }: Props) {
  const [day, ...nights] = windows;
  if (!day) return null;
  const parts = [labels.day(day.speed), ...nights.map((w) => labels.night(w.speed, formatWindow(w)))];
  return <p data-role="speed-windows">{parts.join(' · ')}</p>;
}

import type { SpeedWindow } from '@/lib/billing/types';
import { formatWindow } from '@/lib/tariffs/windows';

type Props = { windows: SpeedWindow[]; labels: { day: string; night: string; unit: string } };

/**
 * A tariff's time-window speeds as one compact line, 'day 13:00–01:00 · 100 / night 01:00–13:00 · 200 Mbit/s';
 * billing gives the day window first, so the first is called day and the rest night.
 */
export function TariffWindows({ windows, labels }: Props) {
  if (windows.length === 0) return null;
  return (
    <p className="mt-1 text-sm">
      {windows.map((w, i) => (
        <span key={`${w.from}-${w.to}`} className="inline-block whitespace-nowrap">
          {i > 0 && (
            <span aria-hidden="true" className="text-muted">
              {' / '}
            </span>
          )}
          <span className="text-muted">
            {i === 0 ? labels.day : labels.night} {formatWindow(w)}
          </span>{' '}
          <b className="font-semibold">{w.speed}</b>
          {i === windows.length - 1 && ` ${labels.unit}`}
        </span>
      ))}
    </p>
  );
}

'use client';

import { FormField, inputClass } from '@/components/ui/form-field';
import { shareOfTariff } from '@/lib/visitors/speedtest/stats';

/** A tariff as the speed test compares with it: its internet and TAS-IX speeds in Mbit/s. */
export type SpeedTestTariff = { code: string; name: string; speed: number; speedTasix: number };

type Props = {
  tariffs: SpeedTestTariff[];
  picked: string;
  onPick: (code: string) => void;
  download: number | undefined;
  texts: Record<string, string>;
};

const fill = (text: string | undefined, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, String(value)), text ?? '');

/** The visitor's tariff picker, and beside the result the tariff's speeds and the share of them the download reached. */
export function SpeedTestTariffPicker({ tariffs, picked, onPick, download, texts }: Props) {
  const tariff = tariffs.find((t) => t.code === picked);
  const share = tariff && download !== undefined ? shareOfTariff(download, tariff.speedTasix) : null;
  return (
    <div className="flex flex-col gap-3">
      <FormField id="speedtest-tariff" label={texts.tariffLabel!} hint={texts.tariffHint}>
        {(describedBy) => (
          <select
            id="speedtest-tariff"
            className={inputClass}
            aria-describedby={describedBy}
            value={picked}
            onChange={(event) => onPick(event.target.value)}
          >
            <option value="">{texts.tariffNone}</option>
            {tariffs.map((t) => (
              <option key={t.code} value={t.code}>
                {t.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {tariff && (
        <div className="rounded-xl border border-line bg-surface p-4" data-testid="speedtest-tariff">
          <p className="font-semibold">{tariff.name}</p>
          <p>{fill(texts.tariffSpeed, { tasix: tariff.speedTasix, internet: tariff.speed })}</p>
          {share !== null && (
            <p className="font-semibold text-brand-700">{fill(texts.tariffShare, { percent: share })}</p>
          )}
        </div>
      )}
    </div>
  );
}

'use client';

import { useState } from 'react';
import { Gauge } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { buttonClass } from '@/components/ui/form-field';
import { formatFigure } from '@/lib/visitors/speedtest/stats';
import type { Phase, Results } from '@/lib/visitors/speedtest/run';
import { SpeedTestTariffPicker, type SpeedTestTariff } from './speed-test-tariff';

type Props = { texts: Record<string, string>; tariffs: SpeedTestTariff[] };
type State = 'idle' | Phase | 'done' | 'failed';

const PHASE_TEXT: Record<State, string> = {
  idle: '',
  ping: 'phasePing',
  download: 'phaseDownload',
  upload: 'phaseUpload',
  done: 'done',
  failed: 'failed',
};

function Figure({ label, value, unit, live }: { label: string; value: string; unit: string; live: boolean }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={live ? 'text-2xl font-bold text-brand-700 sm:text-3xl' : 'text-2xl font-bold sm:text-3xl'}>
        <span className="whitespace-nowrap">{value}</span>{' '}
        <span className="text-base font-normal text-muted">{unit}</span>
      </dd>
    </div>
  );
}

/**
 * The speed test: latency and jitter, then download and upload against this site's own server.
 * The measuring code (lib/visitors/speedtest/run.ts) is fetched when the visitor starts the test.
 */
export function SpeedTest({ texts, tariffs }: Props) {
  const [state, setState] = useState<State>('idle');
  const [results, setResults] = useState<Results>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [tariff, setTariff] = useState('');
  const show = (value: number | undefined) => (value === undefined ? texts.notMeasured! : formatFigure(value));
  const running = state === 'ping' || state === 'download' || state === 'upload';

  const start = async () => {
    setProblem(null);
    setResults({});
    setState('ping');
    try {
      const [{ runSpeedTest }, { SpeedTestError }] = await Promise.all([
        import('@/lib/visitors/speedtest/run'),
        import('@/lib/visitors/speedtest/calls'),
      ]);
      try {
        setResults(
          await runSpeedTest((phase, partial) => {
            setState(phase);
            setResults(partial);
          }),
        );
        setState('done');
      } catch (error) {
        setProblem(error instanceof SpeedTestError ? error.serverMessage : null);
        setState('failed');
      }
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-4">
        <button type="button" className={buttonClass} onClick={start} disabled={running}>
          <Icon icon={Gauge} aria-hidden className="size-5" />
          {running ? texts.running : state === 'idle' ? texts.start : texts.again}
        </button>
        <p role="status" aria-live="polite" className={state === 'failed' ? 'text-danger' : 'text-muted'}>
          {state === 'failed' && problem ? problem : texts[PHASE_TEXT[state]]}
        </p>
      </div>
      <section aria-labelledby="speedtest-results" className="flex flex-col gap-3">
        <h2 id="speedtest-results" className="text-xl font-semibold">
          {texts.results}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={texts.latency!} value={show(results.latency)} unit={texts.ms!} live={state === 'ping'} />
          <Figure label={texts.jitter!} value={show(results.jitter)} unit={texts.ms!} live={state === 'ping'} />
          <Figure
            label={texts.download!}
            value={show(results.download)}
            unit={texts.mbps!}
            live={state === 'download'}
          />
          <Figure label={texts.upload!} value={show(results.upload)} unit={texts.mbps!} live={state === 'upload'} />
        </dl>
      </section>
      {tariffs.length > 0 && (
        <SpeedTestTariffPicker
          tariffs={tariffs}
          picked={tariff}
          onPick={setTariff}
          download={state === 'done' ? results.download : undefined}
          texts={texts}
        />
      )}
    </div>
  );
}

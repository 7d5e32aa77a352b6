'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { api, ApiCallError } from '@/lib/http/api/client';
import { useNotifications } from '@/lib/ui-state/store/notifications';

/** Texts of the import form. */
export type CoverageTexts = {
  title: string;
  intro: string;
  file: string;
  check: string;
  import: string;
  rowsOk: string;
  rowErrors: string;
  row: string;
  imported: string;
};
type Result = { rows: number; errors: { row: number; field: string; message: string }[]; imported: number };

/** CSV import of the coverage area: check first (per-row errors), then import all or nothing. */
export function CoverageImport({ texts }: { lang: string; texts: CoverageTexts }) {
  const router = useRouter();
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const send = async (dryRun: boolean) => {
    try {
      const answer = await api.post<Result>('address', { csv, dry_run: dryRun });
      setResult(answer);
      if (!dryRun) {
        useNotifications.getState().notify('success', texts.imported.replace('{count}', String(answer.imported)));
        router.refresh();
      }
    } catch (error) {
      useNotifications.getState().notify('danger', error instanceof ApiCallError ? error.message : String(error));
    }
  };
  const ok = result && result.errors.length === 0;
  return (
    <section aria-labelledby="ca-import" className="rounded border border-line p-4">
      <h2 id="ca-import" className="text-lg font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm text-muted">{texts.intro}</p>
      <label className="mt-2 flex flex-col text-sm">
        {texts.file}
        <input
          type="file"
          accept=".csv,text/csv"
          className="mt-1"
          onChange={async (e) => {
            setResult(null);
            setCsv((await e.target.files?.[0]?.text()) ?? '');
          }}
        />
      </label>
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          disabled={!csv}
          onClick={() => send(true)}
          className="rounded border border-brand-600 px-3 py-1 text-brand-700 disabled:opacity-50"
        >
          {texts.check}
        </button>
        <button
          type="button"
          disabled={!ok}
          onClick={() => send(false)}
          className="rounded bg-brand-600 px-3 py-1 font-semibold text-white disabled:opacity-50"
        >
          {texts.import}
        </button>
      </div>
      {result ? (
        <div role="status" className="mt-3 text-sm">
          <p>{texts.rowsOk.replace('{count}', String(result.rows - new Set(result.errors.map((e) => e.row)).size))}</p>
          {result.errors.length ? (
            <>
              <p className="font-semibold text-danger">{texts.rowErrors}</p>
              <ul className="list-disc pl-5 text-danger">
                {result.errors.map((e, i) => (
                  <li key={i}>
                    {texts.row.replace('{row}', String(e.row)).replace('{message}', `${e.field}: ${e.message}`)}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

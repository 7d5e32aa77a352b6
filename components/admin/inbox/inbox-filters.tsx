import Link from 'next/link';
import { WORK_STATUSES, type WorkStatus } from '@/lib/inbox/sections';
import type { ListParams } from '@/lib/admin/inbox-url';

/** Texts of the filter form. */
export type FilterTexts = Record<
  'legend' | 'status' | 'anyStatus' | 'q' | 'from' | 'to' | 'apply' | 'reset' | 'perPage' | 'dateHint',
  string
> & { statuses: Record<WorkStatus, string> };

type Props = { action: string; params: ListParams; invalid: ReadonlySet<string>; texts: FilterTexts };

const PER_PAGE = ['20', '50', '100'];
const FIELD = 'mt-1 block w-full rounded border border-line-field bg-surface px-3 py-2';

function invalidProps(name: string, invalid: ReadonlySet<string>) {
  return invalid.has(name)
    ? { 'aria-invalid': true as const, className: `${FIELD} border-danger` }
    : { className: FIELD };
}

/** The list filters as a GET form: they work without JavaScript and stay in the URL (a new filter starts at page 1). */
export function InboxFilters({ action, params, invalid, texts }: Props) {
  return (
    <form method="get" action={action} className="rounded border border-line p-3" role="search">
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <legend className="mb-1 font-semibold">{texts.legend}</legend>
        <label className="text-sm lg:col-span-2">
          {texts.q}
          <input type="search" name="q" defaultValue={params.q ?? ''} maxLength={200} {...invalidProps('q', invalid)} />
        </label>
        <label className="text-sm">
          {texts.status}
          <select name="status" defaultValue={params.status ?? ''} {...invalidProps('status', invalid)}>
            <option value="">{texts.anyStatus}</option>
            {WORK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {texts.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {texts.from}
          <input
            type="date"
            name="from"
            defaultValue={params.from ?? ''}
            title={texts.dateHint}
            {...invalidProps('from', invalid)}
          />
        </label>
        <label className="text-sm">
          {texts.to}
          <input
            type="date"
            name="to"
            defaultValue={params.to ?? ''}
            title={texts.dateHint}
            {...invalidProps('to', invalid)}
          />
        </label>
        <label className="text-sm">
          {texts.perPage}
          <select name="per_page" defaultValue={params.per_page ?? '50'} {...invalidProps('per_page', invalid)}>
            {PER_PAGE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-6">
          <button type="submit" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {texts.apply}
          </button>
          <Link href={action} className="rounded border border-line-strong px-4 py-2 hover:bg-surface-alt">
            {texts.reset}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}

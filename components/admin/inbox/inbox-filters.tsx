import type { ReactNode } from 'react';
import Link from 'next/link';
import { WORK_STATUSES, type WorkStatus } from '@/lib/staff/inbox/sections';
import { dayAsTyped } from '@/lib/staff/inbox/contract';
import type { ListParams } from '@/lib/staff/admin/inbox-url';

/** Texts of the filter form. */
export type FilterTexts = Record<
  | 'legend'
  | 'status'
  | 'anyStatus'
  | 'q'
  | 'from'
  | 'to'
  | 'apply'
  | 'reset'
  | 'perPage'
  | 'dateHint'
  | 'datePlaceholder',
  string
> & { statuses: Record<WorkStatus, string> };

type Props = { action: string; params: ListParams; invalid: ReadonlySet<string>; texts: FilterTexts };

const PER_PAGE = ['20', '50', '100'];
const FIELD = 'mt-1 block w-full rounded border border-line-field bg-surface px-3 py-2';

/** The id, name and error state of a filter control. */
function control(name: string, invalid: ReadonlySet<string>) {
  const id = `inbox-filter-${name}`;
  return invalid.has(name)
    ? { id, name, 'aria-invalid': true as const, className: `${FIELD} border-danger` }
    : { id, name, className: FIELD };
}

/** A filter's label above its control, tied by id so the control's name is the label alone. */
function Field({ name, label, wide, children }: { name: string; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'text-sm lg:col-span-2' : 'text-sm'}>
      <label htmlFor={`inbox-filter-${name}`}>{label}</label>
      {children}
    </div>
  );
}

/** The list filters as a GET form: they work without JavaScript and stay in the URL (a new filter starts at page 1). */
export function InboxFilters({ action, params, invalid, texts }: Props) {
  return (
    <form method="get" action={action} className="rounded border border-line p-3" role="search">
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
        <legend className="mb-1 font-semibold">{texts.legend}</legend>
        <Field name="q" label={texts.q} wide>
          <input type="search" defaultValue={params.q ?? ''} maxLength={200} {...control('q', invalid)} />
        </Field>
        <Field name="status" label={texts.status}>
          <select defaultValue={params.status ?? ''} {...control('status', invalid)}>
            <option value="">{texts.anyStatus}</option>
            {WORK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {texts.statuses[s]}
              </option>
            ))}
          </select>
        </Field>
        {(['from', 'to'] as const).map((name) => (
          <Field key={name} name={name} label={texts[name]}>
            <input
              type="text"
              inputMode="numeric"
              defaultValue={dayAsTyped(params[name])}
              placeholder={texts.datePlaceholder}
              title={texts.dateHint}
              {...control(name, invalid)}
            />
          </Field>
        ))}
        <Field name="per_page" label={texts.perPage}>
          <select defaultValue={params.per_page ?? '50'} {...control('per_page', invalid)}>
            {PER_PAGE.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
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

import type { DetailField } from './detail-fields';

/** An inbox item's fields as a description list: phones and e-mails as links, numbers never broken. */
export function DetailList({ fields }: { fields: DetailField[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid="item-fields">
      {fields.map((f) => (
        <div key={f.key} className="sm:contents">
          <dt className="font-semibold text-muted">{f.label}</dt>
          <dd
            className={`${f.nowrap ? 'whitespace-nowrap' : 'break-words'} ${f.multiline ? 'whitespace-pre-line' : ''}`}
          >
            {f.href ? (
              <a href={f.href} className="text-brand-700 underline">
                {f.value}
              </a>
            ) : (
              f.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { formatDate } from '@/lib/platform/format/date';

/** A tender in one language with the fields of SPEC §3. */
export type TenderView = {
  id: number;
  tender_number: string;
  purchase_title: string;
  purchase_type: string;
  customer: string;
  sponsor: string;
  publish_date: string;
  start_date: string;
  end_date: string;
  lot: string;
  vol: string;
  delivery_time: string;
  delivery_condition: string;
  filename: { name: string; label: string }[];
  contact: string;
};

/** The keys of the field labels in the TendersPage namespace, in the card's order. */
export const TENDER_LABEL_KEYS = [
  'number',
  'type',
  'customer',
  'sponsor',
  'publishDate',
  'startDate',
  'endDate',
  'lot',
  'vol',
  'deliveryTime',
  'deliveryCondition',
  'files',
  'contact',
] as const;

/** The field labels (TendersPage namespace). */
export type TenderLabels = Record<
  | 'number'
  | 'type'
  | 'customer'
  | 'sponsor'
  | 'publishDate'
  | 'startDate'
  | 'endDate'
  | 'lot'
  | 'vol'
  | 'deliveryTime'
  | 'deliveryCondition'
  | 'files'
  | 'contact',
  string
>;

/** Where an attachment is served: stored names live under /uploads/tenders/, full URLs and paths stay as they are. */
export function tenderFileHref(name: string): string {
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
  return `/uploads/tenders/${encodeURIComponent(name)}`;
}

/** One active tender with every field, dates as DD.MM.YYYY, attachments as links. */
export function TenderCard({ tender, labels }: { tender: TenderView; labels: TenderLabels }) {
  const rows: [string, string][] = [
    [labels.number, tender.tender_number],
    [labels.type, tender.purchase_type],
    [labels.customer, tender.customer],
    [labels.sponsor, tender.sponsor],
    [labels.publishDate, formatDate(tender.publish_date)],
    [labels.startDate, formatDate(tender.start_date)],
    [labels.endDate, formatDate(tender.end_date)],
    [labels.lot, tender.lot],
    [labels.vol, tender.vol],
    [labels.deliveryTime, tender.delivery_time],
    [labels.deliveryCondition, tender.delivery_condition],
  ];
  const headingId = `tender-${tender.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-line p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-700">
        {tender.purchase_title}
      </h2>
      <dl className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
        {tender.filename.length > 0 && (
          <div className="contents">
            <dt className="text-sm text-muted">{labels.files}</dt>
            <dd>
              <ul>
                {tender.filename.map((file) => (
                  <li key={file.name}>
                    <a href={tenderFileHref(file.name)} className="break-all text-brand-700 underline">
                      {file.label || file.name}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div className="contents">
          <dt className="text-sm text-muted">{labels.contact}</dt>
          <dd className="break-words">{tender.contact}</dd>
        </div>
      </dl>
    </article>
  );
}

import { OfficeMapLinks } from './office-map-links';

type LocalOffice = {
  id: string;
  name: string;
  address: string;
  schedule: string;
  email: string;
  phones: string[];
  postalIndex: string;
  coordinates?: { lat: number; lon: number };
};
type Labels = {
  address: string;
  schedule: string;
  email: string;
  phones: string;
  postalIndex: string;
  yandexMaps: string;
  googleMaps: string;
};
type Props = { id: string; title: string; offices: LocalOffice[]; labels: Labels };

// Small text alone makes phone and e-mail links too short to tap: WCAG 2.2 target size (2.5.8) asks for min-h-6.
const link = 'inline-flex min-h-6 items-center text-brand-700 underline';

/** A group of offices: address, schedule, e-mail, phones as tel: links, postal index, map links. */
export function OfficeList({ id, title, offices, labels }: Props) {
  if (offices.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {offices.map((o) => (
          <li key={o.id} className="rounded-xl border border-line p-4">
            <h3 className="font-semibold">{o.name}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{labels.address}</dt>
              <dd>{o.address}</dd>
              <dt className="text-muted">{labels.schedule}</dt>
              <dd>{o.schedule}</dd>
              <dt className="text-muted">{labels.email}</dt>
              <dd>
                <a className={link} href={`mailto:${o.email}`}>
                  {o.email}
                </a>
              </dd>
              <dt className="text-muted">{labels.phones}</dt>
              <dd className="flex flex-wrap gap-x-3">
                {o.phones.map((p) => (
                  <a key={p} className={link} href={`tel:${p.replace(/\s/g, '')}`}>
                    {p}
                  </a>
                ))}
              </dd>
              <dt className="text-muted">{labels.postalIndex}</dt>
              <dd>{o.postalIndex}</dd>
            </dl>
            <OfficeMapLinks
              coordinates={o.coordinates}
              office={o.name}
              labels={{ yandex: labels.yandexMaps, google: labels.googleMaps }}
              className={link}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Links to an office on Yandex Maps and Google Maps: plain links at its coordinates, no map script on the page. */

type Coordinates = { lat: number; lon: number };
type Props = {
  coordinates?: Coordinates;
  office: string;
  labels: { yandex: string; google: string };
  className: string;
};

/** Yandex Maps with a pin at the point; Yandex takes longitude first. */
export function yandexMapsUrl({ lat, lon }: Coordinates): string {
  return `https://yandex.ru/maps/?pt=${lon},${lat}&z=17&l=map`;
}

/** Google Maps searching the point; Google takes latitude first. */
export function googleMapsUrl({ lat, lon }: Coordinates): string {
  return `https://www.google.com/maps?q=${lat},${lon}`;
}

/** Both map links of one office; nothing when the office has no coordinates (an admin may clear them). */
export function OfficeMapLinks({ coordinates, office, labels, className }: Props) {
  if (!coordinates || !Number.isFinite(coordinates.lat) || !Number.isFinite(coordinates.lon)) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <a className={className} href={yandexMapsUrl(coordinates)} rel="noopener">
        {labels.yandex}
        <span className="sr-only">: {office}</span>
      </a>
      <a className={className} href={googleMapsUrl(coordinates)} rel="noopener">
        {labels.google}
        <span className="sr-only">: {office}</span>
      </a>
    </p>
  );
}

import { notFound } from 'next/navigation';

/** Any public path without its own page is a 404 inside the site's frame. */
export default function UnknownPage() {
  notFound();
}

import { notFound } from 'next/navigation';

/** /{lang}/404 (SPEC §2): the 404 page, with HTTP 404. */
export default function ErrorPage404() {
  notFound();
}

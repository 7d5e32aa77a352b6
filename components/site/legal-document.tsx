import { RichText } from './rich-text';

/** A long legal text (offer, privacy policies) under its own h1; the stored HTML holds only the sections. */
export function LegalDocument({ title, html }: { title: string; html: string }) {
  return (
    <article aria-labelledby="legal-title" className="mx-auto max-w-3xl">
      <h1 id="legal-title" className="mb-6 text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <RichText html={html} />
    </article>
  );
}

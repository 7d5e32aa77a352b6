import type { ReactNode } from 'react';

type Props = { title: string; text: string; homeHref: string; homeLabel: string; children?: ReactNode };

/** The body of the 404 and 500 pages: the code, what happened, and the way home. */
export function ErrorPanel({ title, text, homeHref, homeLabel, children }: Props) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-4xl font-extrabold text-brand-700">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      <div className="mt-8 flex justify-center gap-3">
        {/* A plain link: after an error the client router may be in a bad state. */}
        <a href={homeHref} className="rounded bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {homeLabel}
        </a>
        {children}
      </div>
    </section>
  );
}

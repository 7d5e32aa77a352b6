import type { ReactNode } from 'react';

type Props = {
  title: string;
  text: string;
  homeHref: string;
  homeLabel: string;
  httpStatus?: 404 | 500;
  children?: ReactNode;
};

/** The body of the 404 and 500 pages: the code, what happened, and the way home. */
export function ErrorPanel({ title, text, homeHref, homeLabel, httpStatus, children }: Props) {
  return (
    // data-http-status tells the front server (lib/platform/server/page-status.mjs) which status to answer:
    // a page cannot set its own, and notFound() in a page is rendered only by the browser.
    <section className="mx-auto max-w-xl py-16 text-center" data-http-status={httpStatus}>
      <h1 className="text-4xl font-extrabold text-brand-700">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      <div className="mt-8 flex justify-center gap-3">
        {/* A plain link: after an error the client router may be in a bad state. */}
        <a href={homeHref} className="btn btn-primary">
          {homeLabel}
        </a>
        {children}
      </div>
    </section>
  );
}

import { SiteLink } from '@/components/ui/site-link';

type Props = {
  /** The heading's id, which names the box. */
  id: string;
  lang: string;
  title: string;
  text: string;
  link: string;
};

/** A call to action that leads to the contacts page: a title, a line of text and the link. */
export function ContactCta({ id, lang, title, text, link }: Props) {
  return (
    <aside aria-labelledby={id} className="mt-10 rounded-xl bg-brand-50 p-5">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1">{text}</p>
      <SiteLink href={`/${lang}/contacts`} className="btn btn-primary mt-3">
        {link}
      </SiteLink>
    </aside>
  );
}

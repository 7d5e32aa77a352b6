/** Texts of the reference line shown once a connection request is sent (RequestTracking messages). */
export type SentReferenceTexts = { sentReference: string; trackLink: string };

/** The request's reference and the link to follow it, under the confirmation. */
export function SentReference({
  lang,
  reference,
  texts,
}: {
  lang: string;
  reference: string;
  texts: SentReferenceTexts;
}) {
  return (
    <p className="mt-3 flex flex-col gap-2" data-testid="sent-reference">
      <span>{texts.sentReference.replace('{reference}', reference)}</span>
      <a href={`/${lang}/request/${reference}`} className="self-start link-strong">
        {texts.trackLink}
      </a>
    </p>
  );
}

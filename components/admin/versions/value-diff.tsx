import { Fragment } from 'react';
import { changesBetween, isLanguage, type Change } from '@/lib/staff/admin/versions/flatten';
import { wordDiff } from '@/lib/staff/admin/versions/word-diff';

/** Texts of the difference: field labels by name, the languages, yes/no and the words read to a screen reader. */
export type DiffTexts = {
  labels: Record<string, string>;
  rus: string;
  uzb: string;
  yes: string;
  no: string;
  removed: string;
  added: string;
  unchanged: string;
};

function Pieces({ change, texts }: { change: Change; texts: DiffTexts }) {
  const pieces = wordDiff(change.before, change.after);
  return (
    <span className="whitespace-pre-wrap break-words">
      {pieces.map((piece, index) =>
        piece.kind === 'same' ? (
          <span key={index}>{piece.text}</span>
        ) : piece.kind === 'removed' ? (
          <del key={index} className="bg-danger-soft text-danger-strong">
            <span className="sr-only">{texts.removed}: </span>
            {piece.text}
          </del>
        ) : (
          <Fragment key={index}>
            {/* a replaced word: the new one stands apart from the struck one, not glued to it */}
            {pieces[index - 1]?.kind === 'removed' ? ' ' : null}
            <ins className="bg-success-soft text-success-strong no-underline">
              <span className="sr-only">{texts.added}: </span>
              {piece.text}
            </ins>
          </Fragment>
        ),
      )}
    </span>
  );
}

// Where a leaf sits below its field: list positions count from 1, the language is named.
function placeOf(change: Change, texts: DiffTexts): string {
  return change.rest
    .map((part) => (isLanguage(part) ? texts[part] : /^\d+$/.test(part) ? `№${Number(part) + 1}` : part))
    .join(' › ');
}

/**
 * What changed between two versions of an item, field by field and language by language: removed
 * words struck through, added words marked, never raw JSON.
 */
export function ValueDiff({ before, after, texts }: { before: unknown; after: unknown; texts: DiffTexts }) {
  const changes = changesBetween(before, after, (v) => (v ? texts.yes : texts.no));
  if (changes.length === 0) return <p className="text-sm text-muted">{texts.unchanged}</p>;
  const fields = [...new Set(changes.map((c) => c.field))];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {fields.map((field) => (
        <div key={field}>
          <dt className="font-semibold">{texts.labels[field] ?? field}</dt>
          {changes
            .filter((c) => c.field === field)
            .map((change) => (
              <dd key={change.path} className="ml-0">
                {change.rest.length > 0 ? <span className="text-muted">{placeOf(change, texts)}: </span> : null}
                <Pieces change={change} texts={texts} />
              </dd>
            ))}
        </div>
      ))}
    </dl>
  );
}

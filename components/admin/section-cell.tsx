import type { ReactNode } from 'react';
import type { PublicationFields } from '@/lib/content/sections/shared/publication';
import type { EditorTexts } from './editor-texts';
import { PublicationBadge } from './publication-badge';
import { StateBadge } from './state-badge';

type Props = {
  column: string;
  /** The cell's text as the table would show it. */
  value: string | undefined;
  /** The item's data, for the badges. */
  data: Record<string, unknown>;
  /** Which columns show a badge or a picture. */
  kinds: { previewable: boolean; flags: Set<string>; images: Set<string> };
  /** The moment a publication's state is worked out for. */
  now: number;
  texts: EditorTexts;
};

/**
 * One cell of a content list where it is more than text: the publication state of a section with drafts,
 * an on/off flag as a word badge, a picture as a thumbnail; undefined (the table shows the text) otherwise.
 */
export function sectionCell({ column, value, data, kinds, now, texts }: Props): ReactNode | undefined {
  if (kinds.previewable && column === 'published')
    return <PublicationBadge item={data as PublicationFields} now={now} texts={texts.publication} />;
  if (kinds.flags.has(column)) return <StateBadge on={Boolean(data[column])} label={value ?? ''} />;
  if (!kinds.images.has(column) || !value) return undefined;
  // eslint-disable-next-line @next/next/no-img-element -- an arbitrary uploaded path, shown small as is
  return <img src={value} alt={texts.labels[column] ?? column} className="h-10 w-16 rounded object-cover" />;
}

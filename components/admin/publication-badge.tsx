import { formatDateTime } from '@/lib/platform/format/date-time';
import {
  publicationState,
  type PublicationFields,
  type PublicationState,
} from '@/lib/content/sections/shared/publication';

/** The words of the four states ('scheduled' has an `{at}` placeholder). */
export type PublicationTexts = { draft: string; scheduled: string; published: string; unpublished: string };

const TONE: Record<PublicationState['kind'], string> = {
  draft: 'border-line-strong bg-surface-muted text-ink',
  scheduled: 'border-warning bg-warning-soft text-warning-strong',
  published: 'border-success bg-success-soft text-success-strong',
  unpublished: 'border-danger bg-danger-soft text-danger-strong',
};

/** What the admin list says of an item: "Черновик", "Запланировано на dd.MM.yyyy HH:mm", "Опубликовано", "Снято с публикации". */
export function publicationLabel(state: PublicationState, texts: PublicationTexts): string {
  if (state.kind === 'scheduled') return texts.scheduled.replace('{at}', formatDateTime(state.at));
  return texts[state.kind];
}

/** An item's publication state at `now` as a badge; the text carries the meaning, the colour only repeats it. */
export function PublicationBadge({
  item,
  now,
  texts,
}: {
  item: PublicationFields;
  now: number;
  texts: PublicationTexts;
}) {
  const state = publicationState(item, now);
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold ${TONE[state.kind]}`}
      data-publication={state.kind}
    >
      {publicationLabel(state, texts)}
    </span>
  );
}

'use client';

import { ArrowDown, ArrowUp } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { FieldSpec } from '@/lib/sections/shared/schema-parts';

/** Texts of a row's buttons. */
export type RowActionTexts = {
  edit: string;
  toggle: string;
  up: string;
  down: string;
  remove: string;
  labels: Record<string, string>;
};
type Props = {
  id: number | string;
  flags: FieldSpec[];
  /** Where the row stands in the saved order; undefined for a section without one. */
  order?: { first: boolean; last: boolean };
  removable: boolean;
  texts: RowActionTexts;
  onEdit: () => void;
  onToggle: (flag: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

const SMALL = 'rounded border border-line-strong px-2 py-1 text-xs hover:bg-surface-alt disabled:opacity-40';

/** The buttons of one item's row: edit, the visibility toggles, up/down (off at the ends of the order) and delete. */
export function RowActions({ id, flags, order, removable, texts, onEdit, onToggle, onMove, onRemove }: Props) {
  return (
    <div className="flex flex-wrap gap-1">
      <button type="button" className={SMALL} onClick={onEdit}>
        {texts.edit}
      </button>
      {flags.map((f) => (
        <button key={f.name} type="button" className={SMALL} onClick={() => onToggle(f.name)}>
          {texts.toggle.replace('{field}', texts.labels[f.name] ?? f.name)}
        </button>
      ))}
      {order ? (
        <>
          <button
            type="button"
            className={SMALL}
            aria-label={`${texts.up} #${id}`}
            disabled={order.first}
            onClick={() => onMove(-1)}
          >
            <Icon icon={ArrowUp} aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            className={SMALL}
            aria-label={`${texts.down} #${id}`}
            disabled={order.last}
            onClick={() => onMove(1)}
          >
            <Icon icon={ArrowDown} aria-hidden className="size-4" />
          </button>
        </>
      ) : null}
      {removable ? (
        <button type="button" className={`${SMALL} text-danger`} onClick={onRemove}>
          {texts.remove}
        </button>
      ) : null}
    </div>
  );
}

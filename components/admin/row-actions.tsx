'use client';

import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, History, Pencil, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { FieldSpec } from '@/lib/content/sections/shared/schema-parts';
import { ActionsMenu, MENU_ENTRY } from './actions-menu';

/** Texts of a row's actions. */
export type RowActionTexts = {
  actions: string;
  edit: string;
  toggle: string;
  up: string;
  down: string;
  remove: string;
  history: string;
  labels: Record<string, string>;
};
type Props = {
  id: number | string;
  /** The item's title in the admin's language, naming the row's menu for screen readers. */
  name: string;
  flags: FieldSpec[];
  /** Where the row stands in the saved order; undefined for a section without one. */
  order?: { first: boolean; last: boolean };
  removable: boolean;
  texts: RowActionTexts;
  onEdit: () => void;
  onToggle: (flag: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onHistory: () => void;
  /** Entries only some sections have (the preview link), shown after the history. */
  extra?: ReactNode;
};

/** One item's actions in one menu: edit, history, a section's own entries, the visibility toggles, up/down (off at the ends of the order) and delete. */
export function RowActions(props: Props) {
  const { id, name, flags, order, removable, texts, onEdit, onToggle, onMove, onRemove, onHistory, extra } = props;
  return (
    <ActionsMenu label={texts.actions} itemName={name}>
      <button type="button" className={MENU_ENTRY} onClick={onEdit}>
        <Icon icon={Pencil} aria-hidden className="size-4" />
        {texts.edit}
      </button>
      <button type="button" className={MENU_ENTRY} aria-label={`${texts.history} #${id}`} onClick={onHistory}>
        <Icon icon={History} aria-hidden className="size-4" />
        {texts.history}
      </button>
      {extra}
      {flags.map((f) => (
        <button key={f.name} type="button" className={MENU_ENTRY} onClick={() => onToggle(f.name)}>
          {texts.toggle.replace('{field}', texts.labels[f.name] ?? f.name)}
        </button>
      ))}
      {order ? (
        <>
          <button
            type="button"
            className={MENU_ENTRY}
            aria-label={`${texts.up} #${id}`}
            disabled={order.first}
            onClick={() => onMove(-1)}
          >
            <Icon icon={ArrowUp} aria-hidden className="size-4" />
            {texts.up}
          </button>
          <button
            type="button"
            className={MENU_ENTRY}
            aria-label={`${texts.down} #${id}`}
            disabled={order.last}
            onClick={() => onMove(1)}
          >
            <Icon icon={ArrowDown} aria-hidden className="size-4" />
            {texts.down}
          </button>
        </>
      ) : null}
      {removable ? (
        <button type="button" className={`${MENU_ENTRY} text-danger`} onClick={onRemove}>
          <Icon icon={Trash2} aria-hidden className="size-4" />
          {texts.remove}
        </button>
      ) : null}
    </ActionsMenu>
  );
}

'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { fieldId, type FieldContext } from './context';
import { FieldError } from './field-error';
import { blankLike, itemName, kindOf, moved } from './model';
import { ValueField } from './value-field';

type Props = { ctx: FieldContext; path: string[]; label: string; items: unknown[] };

const SMALL =
  'inline-flex min-h-9 items-center gap-1 rounded border border-line-strong px-2 text-sm hover:bg-surface-alt disabled:opacity-50';

/** A list of a static component: each item in a card with move up, move down and remove; new items at the end. */
export function ListField({ ctx, path, label, items }: Props) {
  const { texts } = ctx;
  const id = fieldId(ctx, path);
  // A new item starts as an emptied copy of the first one, so it has the shape the pages read.
  const model = items[0] ?? (ctx.initialAt(path) as unknown[] | undefined)?.[0];
  return (
    <fieldset className="rounded border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const at = [...path, String(index)];
          const n = texts.item.replace('{n}', String(index + 1));
          const scalar = !['record', 'localized', 'list'].includes(kindOf(item));
          return (
            <li key={index} className="flex flex-col gap-2 rounded border border-line-strong bg-surface p-3">
              <div className="flex flex-wrap items-center gap-2">
                <p className="mr-auto font-semibold">
                  {n}
                  {scalar ? '' : ` · ${itemName(item)}`}
                </p>
                <button
                  type="button"
                  className={SMALL}
                  disabled={index === 0}
                  aria-label={`${texts.up}: ${n}`}
                  onClick={() => ctx.set(path, moved(items, index, index - 1))}
                >
                  <Icon icon={ArrowUp} aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={SMALL}
                  disabled={index === items.length - 1}
                  aria-label={`${texts.down}: ${n}`}
                  onClick={() => ctx.set(path, moved(items, index, index + 1))}
                >
                  <Icon icon={ArrowDown} aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={`${SMALL} text-danger`}
                  onClick={() =>
                    ctx.set(
                      path,
                      items.filter((_, other) => other !== index),
                    )
                  }
                >
                  <Icon icon={Trash2} aria-hidden className="size-4" />
                  {texts.remove}
                  <span className="sr-only">: {n}</span>
                </button>
              </div>
              <ValueField ctx={ctx} path={at} label={scalar ? `${label}: ${n}` : ''} value={item} />
              <FieldError id={`${fieldId(ctx, at)}-item-error`} message={ctx.errorAt(at.join('.'))} />
            </li>
          );
        })}
      </ol>
      {model === undefined ? null : (
        <button
          type="button"
          className={`${SMALL} mt-3`}
          aria-describedby={`${id}-error`}
          onClick={() => ctx.set(path, [...items, blankLike(model)])}
        >
          <Icon icon={Plus} aria-hidden className="size-4" />
          {texts.add}
        </button>
      )}
      <FieldError id={`${id}-error`} message={ctx.errorAt(path.join('.'))} />
    </fieldset>
  );
}

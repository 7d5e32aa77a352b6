'use client';

import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { fieldId, type FieldContext } from './context';
import { FieldError } from './field-error';
import { blankLike, itemName, kindOf, moved } from './model';
import { ValueField } from './value-field';

type Props = { ctx: FieldContext; path: string[]; label: string; items: unknown[] };

const SMALL = 'btn btn-secondary px-3 text-sm';

/**
 * A list of a static component, new items at the end. A record (an office, a router) is a collapsed row
 * titled by its own name, opened to edit; plain values (phones, lines of text) stay open as they are short.
 */
export function ListField({ ctx, path, label, items }: Props) {
  const { texts } = ctx;
  const id = fieldId(ctx, path);
  // the rows opened by hand, by position; a row added or refused by the server opens by itself
  const [opened, setOpened] = useState<Set<number>>(new Set());
  const toggle = (index: number, open: boolean) =>
    setOpened((now) => {
      const next = new Set(now);
      if (open) next.add(index);
      else next.delete(index);
      return next;
    });
  // A new item starts as an emptied copy of the first one, so it has the shape the pages read.
  const model = items[0] ?? (ctx.initialAt(path) as unknown[] | undefined)?.[0];
  const move = (from: number, to: number) => {
    ctx.set(path, moved(items, from, to));
    setOpened((now) => new Set([...now].map((i) => (i === from ? to : i === to ? from : i))));
  };
  return (
    <fieldset className="rounded border border-line p-3">
      <legend className="px-1 font-medium">{label}</legend>
      <ol className="flex flex-col gap-3">
        {items.map((item, index) => {
          const at = [...path, String(index)];
          const title = itemName(item, texts.lang) || texts.item.replace('{n}', String(index + 1));
          const scalar = !['record', 'localized', 'list'].includes(kindOf(item));
          const controls = (
            <div className="flex flex-wrap items-center gap-2">
              <button
                type="button"
                className={SMALL}
                disabled={index === 0}
                aria-label={`${texts.up}: ${title}`}
                onClick={() => move(index, index - 1)}
              >
                <Icon icon={ArrowUp} aria-hidden className="size-4" />
              </button>
              <button
                type="button"
                className={SMALL}
                disabled={index === items.length - 1}
                aria-label={`${texts.down}: ${title}`}
                onClick={() => move(index, index + 1)}
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
                <span className="sr-only">: {title}</span>
              </button>
            </div>
          );
          const body = (
            <>
              <ValueField ctx={ctx} path={at} label={scalar ? `${label}: ${title}` : ''} value={item} />
              <FieldError id={`${fieldId(ctx, at)}-item-error`} message={ctx.errorAt(at.join('.'))} />
            </>
          );
          if (kindOf(item) !== 'record')
            return (
              <li key={index} className="flex flex-col gap-2 rounded border border-line-strong bg-surface p-3">
                {controls}
                {body}
              </li>
            );
          const open = opened.has(index) || ctx.hasErrorUnder(at.join('.'));
          return (
            <li key={index} className="rounded border border-line-strong bg-surface">
              <details open={open} onToggle={(e) => toggle(index, e.currentTarget.open)}>
                <summary className="cursor-pointer break-words p-3 font-semibold">{title}</summary>
                <div className="flex flex-col gap-3 border-t border-line p-3">
                  {controls}
                  {body}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      {model === undefined ? null : (
        <button
          type="button"
          className={`${SMALL} mt-3`}
          aria-describedby={`${id}-error`}
          onClick={() => {
            toggle(items.length, true);
            ctx.set(path, [...items, blankLike(model)]);
          }}
        >
          <Icon icon={Plus} aria-hidden className="size-4" />
          {texts.add}
        </button>
      )}
      <FieldError id={`${id}-error`} message={ctx.errorAt(path.join('.'))} />
    </fieldset>
  );
}

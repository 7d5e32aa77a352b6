'use client';

import { useState } from 'react';
import type { StaticValueTexts } from './context';
import { setAt } from './model';
import { ValueField } from './value-field';

type Props = {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The error at a dotted path inside the value. */
  errorAt: (path: string) => string | undefined;
  /** Whether the server refused something at or inside a dotted path of the value. */
  hasErrorUnder?: (path: string) => boolean;
  texts: StaticValueTexts;
};

/**
 * A static component's value as a form of its fields: texts per language, lists of items, numbers,
 * yes/no and images, built from the shape of the stored value (the server checks the saved one keeps it).
 * Every keystroke is in the value the form saves: there is no text that can fail to parse.
 */
export function StaticValueEditor({ id, label, value, onChange, errorAt, hasErrorUnder, texts }: Props) {
  const [initial] = useState(value);
  const ctx = {
    texts,
    idPrefix: id,
    errorAt,
    hasErrorUnder: hasErrorUnder ?? (() => false),
    set: (path: string[], next: unknown) => onChange(setAt(value, path, next)),
    initialAt: (path: string[]) =>
      path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], initial),
  };
  return <ValueField ctx={ctx} path={[]} label={label} value={value} />;
}

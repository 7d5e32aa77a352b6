'use client';

import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { dateInputText, dateTimeInputText } from '@/lib/staff/admin/tashkent-time';

type Props = {
  id: string;
  name: string;
  control: Control<Record<string, unknown>>;
  /** 'datetime': dd.MM.yyyy HH:mm (Tashkent); 'date': dd.MM.yyyy. */
  kind: 'datetime' | 'date';
  placeholder: string;
  className: string;
  invalid: boolean;
};

/**
 * A date (and time) typed as text in the admin's one format. The form keeps what is typed; the
 * section schema reads it into the stored ISO form (and refuses what is no real day or moment).
 */
export function DateTextInput({ id, name, control, kind, placeholder, className, invalid }: Props) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          id={id}
          initial={kind === 'datetime' ? dateTimeInputText(field.value) : dateInputText(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={placeholder}
          className={className}
          invalid={invalid}
        />
      )}
    />
  );
}

function TextField(props: {
  id: string;
  initial: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  placeholder: string;
  className: string;
  invalid: boolean;
}) {
  const [text, setText] = useState(props.initial);
  return (
    <input
      id={props.id}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={props.placeholder}
      className={props.className}
      aria-describedby={`${props.id}-error`}
      aria-invalid={props.invalid}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(e.target.value);
      }}
      onBlur={props.onBlur}
    />
  );
}

'use client';

import { useRef, useState, type DragEvent } from 'react';
import { fileSize } from '@/lib/platform/format/file-size';

/** Texts in the page's language: the button, the drop hint, 'no file', units with {size}, and '{name}, {size}'. */
export type FileDropTexts = {
  fileButton: string;
  fileDrop: string;
  fileNone: string;
  fileKb: string;
  fileMb: string;
  fileChosen: string;
};
type Props = {
  id: string;
  accept: string;
  describedBy?: string;
  invalid: boolean;
  file: File | null;
  onFile: (file: File | null) => void;
  texts: FileDropTexts;
};

/**
 * A file field in the page's language: a button and a drop area around the real (visually hidden, still focusable)
 * `<input type=file>`; the label makes the area open the picker without any script, Space or Enter on the focused input too.
 */
export function FileDrop({ id, accept, describedBy, invalid, file, onFile, texts }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files;
    if (!dropped.length || !input.current) return;
    input.current.files = dropped; // the form's own input carries the dropped file too
    onFile(dropped[0] ?? null);
  };
  const status = file
    ? texts.fileChosen
        .replace('{name}', file.name)
        .replace('{size}', fileSize(file.size, { kb: texts.fileKb, mb: texts.fileMb }))
    : texts.fileNone;
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`rounded-lg border-2 border-dashed p-4 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${invalid ? 'border-danger' : over ? 'border-brand-600 bg-brand-50' : 'border-line-field'}`}
    >
      <input
        id={id}
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-describedby={[`${id}-chosen`, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid}
        onChange={(e) => onFile(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={id} className="flex cursor-pointer flex-col items-center gap-2 text-center">
        <span className="btn btn-secondary">{texts.fileButton}</span>
        <span className="text-sm text-muted">{texts.fileDrop}</span>
      </label>
      <p id={`${id}-chosen`} aria-live="polite" className="mt-2 break-all text-center text-sm font-medium">
        {status}
      </p>
    </div>
  );
}

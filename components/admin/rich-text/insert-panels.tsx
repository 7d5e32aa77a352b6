'use client';

import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { ImageUpload } from '../image-upload';
import { isImagePath, LINK } from './extensions';
import type { RichTexts } from './texts';

type Props = { editor: Editor; texts: RichTexts; id: string; onClose: () => void };

const INPUT = 'mt-1 block w-full rounded border border-line-strong px-3 py-2';
const BUTTON = 'rounded border border-line-strong px-3 py-1 text-sm hover:bg-surface-alt';
const PRIMARY = 'rounded bg-brand-600 px-3 py-1 text-sm font-semibold text-white hover:bg-brand-700';

function PanelError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="text-sm text-danger" role={message ? 'alert' : undefined}>
      {message ?? ''}
    </p>
  );
}

/** Sets or removes the link of the selected text; only addresses the sanitiser keeps are accepted. */
export function LinkPanel({ editor, texts, id, onClose }: Props) {
  const [url, setUrl] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = url.trim();
    if (!LINK.test(href)) return setError(texts.invalidLink);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onClose();
  };
  return (
    <div className="flex flex-col gap-2 border-b border-line bg-surface-alt p-3">
      <label htmlFor={`${id}-url`} className="text-sm">
        {texts.linkUrl}
      </label>
      <input
        id={`${id}-url`}
        type="url"
        className={INPUT}
        value={url}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-url-error`}
        onChange={(e) => setUrl(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
      />
      <PanelError id={`${id}-url-error`} message={error} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={PRIMARY} onClick={apply}>
          {texts.applyLink}
        </button>
        <button
          type="button"
          className={BUTTON}
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onClose();
          }}
        >
          {texts.removeLink}
        </button>
        <button type="button" className={BUTTON} onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </div>
  );
}

/** Uploads an image (the admin's upload: checked, resized, stored) and inserts it with its description. */
export function ImagePanel({ editor, texts, id, onClose }: Props) {
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const insert = () => {
    if (!isImagePath(src.trim())) return setError(texts.invalidImage);
    editor.chain().focus().setImage({ src: src.trim(), alt: alt.trim() }).run();
    onClose();
  };
  return (
    <div className="flex flex-col gap-2 border-b border-line bg-surface-alt p-3">
      <label htmlFor={`${id}-src`} className="text-sm">
        {texts.image}
      </label>
      <ImageUpload id={`${id}-src`} value={src} onChange={setSrc} texts={texts.upload} inputClass={INPUT} />
      <PanelError id={`${id}-src-error`} message={error} />
      <label htmlFor={`${id}-alt`} className="text-sm">
        {texts.imageAlt}
      </label>
      <input id={`${id}-alt`} type="text" className={INPUT} value={alt} onChange={(e) => setAlt(e.target.value)} />
      <div className="flex flex-wrap gap-2">
        <button type="button" className={PRIMARY} onClick={insert}>
          {texts.insertImage}
        </button>
        <button type="button" className={BUTTON} onClick={onClose}>
          {texts.close}
        </button>
      </div>
    </div>
  );
}

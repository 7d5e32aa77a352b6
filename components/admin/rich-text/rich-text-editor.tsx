'use client';

import { useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { editorExtensions } from './extensions';
import { ImagePanel, LinkPanel } from './insert-panels';
import { Toolbar, type Panel } from './toolbar';
import type { RichTexts } from './texts';

type Props = {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  texts: RichTexts;
  invalid: boolean;
  describedBy: string;
};

/** A WYSIWYG editor of a news body writing the HTML the public page renders; an empty body is '' (required). */
export function RichTextEditor({ id, labelId, value, onChange, texts, invalid, describedBy }: Props) {
  const [panel, setPanel] = useState<Panel>(null);
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-invalid': String(invalid),
        class: 'prose-content min-h-48 px-3 py-2 focus:outline-none',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  if (!editor) return <div className="min-h-60 rounded border border-line-strong" aria-hidden />;
  const close = () => setPanel(null);
  return (
    <div
      className={`mt-1 rounded border bg-surface focus-within:outline focus-within:outline-2 focus-within:outline-brand-600 ${
        invalid ? 'border-danger' : 'border-line-strong'
      }`}
    >
      <Toolbar editor={editor} texts={texts} panel={panel} onPanel={setPanel} controls={id} />
      {panel === 'link' ? <LinkPanel editor={editor} texts={texts} id={`${id}-link`} onClose={close} /> : null}
      {panel === 'image' ? <ImagePanel editor={editor} texts={texts} id={`${id}-image`} onClose={close} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

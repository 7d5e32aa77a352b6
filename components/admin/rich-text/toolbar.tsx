'use client';

import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { IconNode } from 'lucide';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link, List, ListOrdered, Redo2, Undo2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { RichTexts } from './texts';

/** Which insert panel is open under the toolbar. */
export type Panel = 'link' | 'image' | null;
type Props = { editor: Editor; texts: RichTexts; panel: Panel; onPanel: (panel: Panel) => void; controls: string };

const BUTTON =
  'inline-flex size-10 items-center justify-center rounded border border-transparent hover:bg-surface-alt ' +
  'aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 disabled:opacity-40';

function ToolButton(props: { icon: IconNode; label: string; pressed?: boolean; disabled?: boolean; run: () => void }) {
  return (
    <button
      type="button"
      className={BUTTON}
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      // Keeps the text selection: the button acts on what was selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.run}
    >
      <Icon icon={props.icon} aria-hidden className="size-5" />
    </button>
  );
}

/** The formatting buttons; a toggle says whether it is on at the cursor with aria-pressed. */
export function Toolbar({ editor, texts, panel, onPanel, controls }: Props) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label={texts.toolbar}
      aria-controls={controls}
      className="flex flex-wrap gap-1 border-b border-line p-1"
    >
      <ToolButton
        icon={Heading2}
        label={texts.heading2}
        pressed={state.h2}
        run={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        icon={Heading3}
        label={texts.heading3}
        pressed={state.h3}
        run={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <ToolButton icon={Bold} label={texts.bold} pressed={state.bold} run={() => chain().toggleBold().run()} />
      <ToolButton icon={Italic} label={texts.italic} pressed={state.italic} run={() => chain().toggleItalic().run()} />
      <ToolButton
        icon={List}
        label={texts.bulletList}
        pressed={state.bullet}
        run={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        icon={ListOrdered}
        label={texts.orderedList}
        pressed={state.ordered}
        run={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        icon={Link}
        label={texts.link}
        pressed={state.link || panel === 'link'}
        run={() => onPanel(panel === 'link' ? null : 'link')}
      />
      <ToolButton
        icon={ImagePlus}
        label={texts.image}
        pressed={panel === 'image'}
        run={() => onPanel(panel === 'image' ? null : 'image')}
      />
      <ToolButton icon={Undo2} label={texts.undo} disabled={!state.undo} run={() => chain().undo().run()} />
      <ToolButton icon={Redo2} label={texts.redo} disabled={!state.redo} run={() => chain().redo().run()} />
    </div>
  );
}

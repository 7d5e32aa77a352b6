import type { FormTexts } from './section-form';
import type { TableTexts } from './section-table';
import type { VersionTexts } from './versions/texts';
import type { PublicationTexts } from './publication-badge';
import type { PreviewLinkTexts } from './preview-link-button';

/** Texts of the editor. */
export type EditorTexts = FormTexts &
  TableTexts & {
    create: string;
    edit: string;
    remove: string;
    confirmRemove: string;
    saved: string;
    removed: string;
    language: string;
    yes: string;
    no: string;
    toggle: string;
    up: string;
    down: string;
    id: string;
    editing: string;
    creating: string;
    close: string;
    versions: VersionTexts;
    history: string;
    /** What a flag's badge says when it is on and off, by field (Опубликовано / Черновик). */
    states: Record<string, { on: string; off: string }>;
    publication: PublicationTexts & PreviewLinkTexts;
  };

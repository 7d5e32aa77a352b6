import type { UploadTexts } from '../image-upload';

/** Texts of the rich-text editor: toolbar buttons, the link and image panels, the preview. */
export type RichTexts = {
  toolbar: string;
  heading2: string;
  heading3: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  link: string;
  image: string;
  undo: string;
  redo: string;
  linkUrl: string;
  applyLink: string;
  removeLink: string;
  imageAlt: string;
  insertImage: string;
  close: string;
  invalidLink: string;
  invalidImage: string;
  preview: string;
  upload: UploadTexts;
};

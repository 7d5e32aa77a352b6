/**
 * What the editor can write: exactly what the public page renders and lib/content/site/sanitize.ts keeps —
 * paragraphs, h2/h3, bold, italic, lists, links (http, https, mailto, tel, site paths) and images.
 */
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { imagePath } from '@/lib/content/sections/shared/schema-parts';

/** Links the sanitiser keeps: web and mail addresses, phone numbers and our own paths. */
export const LINK = /^(https?:\/\/\S+|mailto:\S+|tel:\+?[\d\s()-]+|\/\S*)$/;
const IMAGE = imagePath();

/** Whether a path is an image from our upload (or a bundled one), as the section schemas check it. */
export function isImagePath(src: string): boolean {
  return IMAGE.safeParse(src).success;
}

/** The editor's extensions. */
export function editorExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['mailto', 'tel'],
        defaultProtocol: 'https',
        HTMLAttributes: { target: null, rel: null, class: null },
        validate: (url) => LINK.test(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
  ];
}

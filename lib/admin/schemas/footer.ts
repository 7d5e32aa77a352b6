/** Footer items: column title, title, link, order, visibility. */
import { z } from 'zod';
import { link, localized, position, type FieldSpec } from './common';

export const footerData = z.object({ column: localized(100), title: localized(100), href: link(), position, visible: z.boolean() });

export const footerFields: FieldSpec[] = [
  { name: 'column', kind: 'localized' },
  { name: 'title', kind: 'localized' },
  { name: 'href', kind: 'link' },
  { name: 'position', kind: 'number' },
  { name: 'visible', kind: 'boolean' },
];

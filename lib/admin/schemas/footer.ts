/** Footer items: column title, title, link, order, visibility. */
import { z } from 'zod';
import { localized, menuLink, position, type FieldSpec } from './common';

export const footerData = z.object({ column: localized(100), title: localized(100), href: menuLink(), position, visible: z.boolean() });

export const footerFields: FieldSpec[] = [
  { name: 'column', kind: 'localized' },
  { name: 'title', kind: 'localized' },
  { name: 'href', kind: 'link' },
  { name: 'position', kind: 'number' },
  { name: 'visible', kind: 'boolean' },
];

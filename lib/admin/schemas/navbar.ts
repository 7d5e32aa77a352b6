/** Navbar items: title, link, order, visibility. */
import { z } from 'zod';
import { localized, menuLink, position, type FieldSpec } from './common';

export const navbarData = z.object({ title: localized(100), href: menuLink(), position, visible: z.boolean() });

export const navbarFields: FieldSpec[] = [
  { name: 'title', kind: 'localized' },
  { name: 'href', kind: 'link' },
  { name: 'position', kind: 'number' },
  { name: 'visible', kind: 'boolean' },
];

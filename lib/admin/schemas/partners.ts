/** Partners: name, logo, link, order. */
import { z } from 'zod';
import { imagePath, link, localized, position, type FieldSpec } from './common';

export const partnersData = z.object({ name: localized(200), logo: imagePath(true), href: link(true), position });

export const partnersFields: FieldSpec[] = [
  { name: 'name', kind: 'localized' },
  { name: 'logo', kind: 'image', optional: true },
  { name: 'href', kind: 'link', optional: true },
  { name: 'position', kind: 'number' },
];

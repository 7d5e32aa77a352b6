/** Footer items: column title, title, link, order, visibility. */
import { z } from 'zod';
import { link, localized, position } from '../shared/schema-parts';

export const footerData = z.object({ column: localized(100), title: localized(100), href: link(), position, visible: z.boolean() });

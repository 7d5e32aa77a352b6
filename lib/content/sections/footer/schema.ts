/** Footer items: column title, title, link, order, visibility. */
import { z } from 'zod';
import { localized, menuLink, position } from '../shared/schema-parts';

export const footerData = z.object({
  column: localized(100),
  title: localized(100),
  href: menuLink(),
  position,
  visible: z.boolean(),
});

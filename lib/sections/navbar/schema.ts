/** Navbar items: title, link, order, visibility. */
import { z } from 'zod';
import { link, localized, position } from '../shared/schema-parts';

export const navbarData = z.object({ title: localized(100), href: link(), position, visible: z.boolean() });

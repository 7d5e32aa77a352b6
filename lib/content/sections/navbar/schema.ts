/** Navbar items: title, link, order, visibility. */
import { z } from 'zod';
import { localized, menuLink, position } from '../shared/schema-parts';

export const navbarData = z.object({ title: localized(100), href: menuLink(), position, visible: z.boolean() });

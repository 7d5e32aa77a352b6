/** Partners: name, logo, link, order. */
import { z } from 'zod';
import { imagePath, link, localized, position } from '../shared/schema-parts';

export const partnersData = z.object({ name: localized(200), logo: imagePath(true), href: link(true), position });

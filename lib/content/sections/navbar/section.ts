/** The navbar's links. */
import { contentSection } from '../shared/definition';
import { navbarFields } from './fields';
import { navbarData } from './schema';

/** The section's code, data schema and form fields. */
export const navbarSection = contentSection({ code: 'navbar', data: navbarData, fields: navbarFields });

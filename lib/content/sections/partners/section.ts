/** The partners. */
import { contentSection } from '../shared/definition';
import { partnersFields } from './fields';
import { partnersData } from './schema';

/** The section's code, data schema and form fields. */
export const partnersSection = contentSection({ code: 'partners', data: partnersData, fields: partnersFields });

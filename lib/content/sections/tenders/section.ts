/** The tenders. */
import { contentSection } from '../shared/definition';
import { tendersFields } from './fields';
import { tendersData } from './schema';

/** The section's code, data schema and form fields. */
export const tendersSection = contentSection({ code: 'tenders', data: tendersData, fields: tendersFields });

/** The coverage area: the buildings the network reaches, with their technology. */
import { contentSection } from '../shared/definition';
import { caFields } from './fields';
import { caData } from './schema';

/** The section's code, data schema and form fields. */
export const coverageAreaSection = contentSection({ code: 'ca', data: caData, fields: caFields });

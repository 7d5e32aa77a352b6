/** Outages and planned works, shown on the status page, in its feed and as the banner of every public page. */
import { contentSection } from '../shared/definition';
import { outageFields } from './fields';
import { outageData } from './schema';

/** The section's code, data schema and form fields. */
export const outagesSection = contentSection({ code: 'outages', data: outageData, fields: outageFields });

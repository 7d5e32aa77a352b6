/** The footer's links. */
import { contentSection } from '../shared/definition';
import { footerFields } from './fields';
import { footerData } from './schema';

/** The section's code, data schema and form fields. */
export const footerSection = contentSection({ code: 'footer', data: footerData, fields: footerFields });

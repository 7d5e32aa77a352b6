/** Questions and answers. */
import { contentSection } from '../shared/definition';
import { faqFields } from './fields';
import { faqData } from './schema';

/** The section's code, data schema and form fields. */
export const faqSection = contentSection({ code: 'faq', data: faqData, fields: faqFields });

/** The news. */
import { contentSection } from '../shared/definition';
import { newsFields } from './fields';
import { newsData } from './schema';

/** The section's code, data schema and form fields. */
export const newsSection = contentSection({ code: 'news', data: newsData, fields: newsFields });

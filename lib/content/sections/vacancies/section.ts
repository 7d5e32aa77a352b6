/** The vacancies. */
import { contentSection } from '../shared/definition';
import { vacancyFields } from './fields';
import { vacancyData } from './schema';

/** The section's code, data schema and form fields. */
export const vacanciesSection = contentSection({ code: 'vacancy', data: vacancyData, fields: vacancyFields });

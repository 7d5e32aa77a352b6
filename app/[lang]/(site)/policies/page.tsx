import { legalMetadata, legalPage } from '../legal-page';

export const generateMetadata = legalMetadata('policy');

/** The site privacy policy (SPEC §2). */
export default legalPage('policy');

import { legalMetadata, legalPage } from '../legal-page';

export const generateMetadata = legalMetadata('offer');

/** The public offer (SPEC §2). */
export default legalPage('offer');

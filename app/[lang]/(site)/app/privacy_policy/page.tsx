import { legalMetadata, legalPage } from '../../legal-page';

export const generateMetadata = legalMetadata('appPolicy');

/** The mobile app privacy policy (SPEC §2). */
export default legalPage('appPolicy');

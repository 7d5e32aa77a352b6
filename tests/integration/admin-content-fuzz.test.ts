/** Issue #7 item 8, content sections: save (each section) and delete refuse 500 generated malformed requests each from a signed-in developer, storing nothing. */
import { contentCases } from './fuzz/admin-content-cases';
import { fuzzCases } from './fuzz/suite';

fuzzCases(contentCases);

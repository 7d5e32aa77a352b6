/** Issue #7 item 8, the other admin writes: coverage, TAS-IX, uploads and accounts refuse 500 generated malformed requests each from a signed-in developer, storing nothing. */
import { adminCases } from './fuzz/admin-cases';
import { fuzzCases } from './fuzz/suite';

fuzzCases(adminCases);

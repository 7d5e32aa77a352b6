/** Issue #7 item 8, visitors' side: the public write endpoints refuse 500 generated malformed requests each with a 4xx envelope and store nothing. */
import { publicMiscCases } from './fuzz/public-misc-cases';
import { plainFormCases } from './fuzz/plain-form-cases';
import { fuzzCases } from './fuzz/suite';
import { visitorCases } from './fuzz/visitor-cases';

fuzzCases([...visitorCases, ...publicMiscCases, ...plainFormCases]);

/** Issue #37 with issue #7 item 8: the own-account calls refuse 500 generated malformed requests each, storing nothing. */
import { accountCases } from './fuzz/account-cases';
import { fuzzCases } from './fuzz/suite';

fuzzCases(accountCases);

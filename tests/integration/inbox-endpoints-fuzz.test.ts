/** Issue #7 item 8 for the inbox writes: status changes and retries refuse 500 generated malformed requests each, storing nothing. */
import { inboxCases } from './fuzz/inbox-cases';
import { fuzzCases } from './fuzz/suite';

fuzzCases(inboxCases);

/** The media library's writes refuse 500 generated malformed requests each from a signed-in developer, storing nothing. */
import { mediaCases } from './fuzz/media-cases';
import { fuzzCases } from './fuzz/suite';

fuzzCases(mediaCases);

/** The slides of the main, footer and corporate sliders. */
import { contentSection } from '../shared/definition';
import { sliderFields } from './fields';
import { sliderData } from './schema';

/** The section's code, data schema and form fields. */
export const sliderSection = contentSection({ code: 'slider', data: sliderData, fields: sliderFields });

/** POST save's body: `{section, id?, data}`, a union discriminated by section (same schemas as the forms). */
import { z } from 'zod';
import { caData, caFields } from './ca';
import { faqData, faqFields } from './faq';
import { footerData, footerFields } from './footer';
import { navbarData, navbarFields } from './navbar';
import { newsData, newsFields } from './news';
import { partnersData, partnersFields } from './partners';
import { scData, scFields } from './sc';
import { sliderData, sliderFields } from './slider';
import { tendersData, tendersFields } from './tenders';
import { vacancyData, vacancyFields } from './vacancy';
import { rowId, type FieldSpec } from './common';

const numericId = rowId.optional();

/** The data schema of each content section. */
export const SECTION_DATA = {
  ca: caData,
  faq: faqData,
  footer: footerData,
  navbar: navbarData,
  news: newsData,
  partners: partnersData,
  sc: scData,
  slider: sliderData,
  tenders: tendersData,
  vacancy: vacancyData,
} as const;

export type ContentSection = keyof typeof SECTION_DATA;
export const CONTENT_SECTIONS = Object.keys(SECTION_DATA) as ContentSection[];

/** The form fields of each content section. */
export const SECTION_FIELDS: Record<ContentSection, FieldSpec[]> = {
  ca: caFields,
  faq: faqFields,
  footer: footerFields,
  navbar: navbarFields,
  news: newsFields,
  partners: partnersFields,
  sc: scFields,
  slider: sliderFields,
  tenders: tendersFields,
  vacancy: vacancyFields,
};

/** One item of a section as GET adm/{section} lists it and POST save accepts it. */
export const saveSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('ca'), id: numericId, data: caData }),
  z.object({ section: z.literal('faq'), id: numericId, data: faqData }),
  z.object({ section: z.literal('footer'), id: numericId, data: footerData }),
  z.object({ section: z.literal('navbar'), id: numericId, data: navbarData }),
  z.object({ section: z.literal('news'), id: numericId, data: newsData }),
  z.object({ section: z.literal('partners'), id: numericId, data: partnersData }),
  z.object({ section: z.literal('sc'), id: z.string().trim().regex(/^[a-z][a-z0-9_]{0,63}$/, 'invalidFormat'), data: scData }),
  z.object({ section: z.literal('slider'), id: numericId, data: sliderData }),
  z.object({ section: z.literal('tenders'), id: numericId, data: tendersData }),
  z.object({ section: z.literal('vacancy'), id: numericId, data: vacancyData }),
]);

export type SaveInput = z.output<typeof saveSchema>;

/** Whether a section code names a content section (every section but users). */
export function isContentSection(value: string): value is ContentSection {
  return Object.hasOwn(SECTION_DATA, value);
}

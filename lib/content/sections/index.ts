/**
 * The one list of sections. The codes, the rights' section list, the admin form registries and POST save's
 * body are computed from it; a new section is a folder under lib/content/sections and one line here (and its store
 * in storage.ts, which the compiler asks for, and its tables in tables.ts, which a unit test asks for).
 * Client-safe: the admin forms read the schemas from it.
 */
import { z } from 'zod';
import { coverageAreaSection } from './coverage-area/section';
import { faqSection } from './faq/section';
import { footerSection } from './footer/section';
import { navbarSection } from './navbar/section';
import { newsSection } from './news/section';
import { outagesSection } from './outages/section';
import { partnersSection } from './partners/section';
import type { ContentSectionDefinition } from './shared/definition';
import { itemVersion, type FieldSpec } from './shared/schema-parts';
import { sliderSection } from './slider/section';
import { staticComponentsSection } from './static-components/section';
import { tendersSection } from './tenders/section';
import { usersSection } from './users/section';
import { vacanciesSection } from './vacancies/section';

/** Every section, in the order the rights list them (SPEC §6). */
export const SECTION_LIST = [
  coverageAreaSection,
  faqSection,
  footerSection,
  navbarSection,
  newsSection,
  outagesSection,
  partnersSection,
  staticComponentsSection,
  sliderSection,
  tendersSection,
  usersSection,
  vacanciesSection,
] as const;

type AnySection = (typeof SECTION_LIST)[number];
type ContentDefinition = Extract<AnySection, ContentSectionDefinition>;

/** A section code (the API contract: `ca`, `sc`, …). */
export type Section = AnySection['code'];
/** The code of a section edited through POST save (every section but users). */
export type ContentSection = ContentDefinition['code'];

/** Every section code. */
export const SECTIONS = SECTION_LIST.map((s) => s.code) as readonly Section[];

const CONTENT_LIST = SECTION_LIST.filter((s): s is ContentDefinition => 'data' in s);

/** The codes of the content sections. */
export const CONTENT_SECTIONS = CONTENT_LIST.map((s) => s.code) as ContentSection[];

type DataOf<C extends ContentSection> = Extract<ContentDefinition, { code: C }>['data'];

/** The data schema of each content section. */
export const SECTION_DATA = Object.fromEntries(CONTENT_LIST.map((s) => [s.code, s.data])) as {
  [C in ContentSection]: DataOf<C>;
};

/** The form fields of each content section. */
export const SECTION_FIELDS = Object.fromEntries(CONTENT_LIST.map((s) => [s.code, s.fields])) as Record<
  ContentSection,
  FieldSpec[]
>;

/** The item id of each content section (a serial number, or a static text's key). */
export const SECTION_IDS = Object.fromEntries(CONTENT_LIST.map((s) => [s.code, s.id])) as unknown as Record<
  ContentSection,
  z.ZodType<number | string | undefined>
>;

type ItemSchema<S> =
  S extends ContentSectionDefinition<infer C, infer D, infer I>
    ? z.ZodObject<{ section: z.ZodLiteral<C>; id: I; version: z.ZodOptional<typeof itemVersion>; data: D }>
    : never;

/**
 * One item of a section as GET adm/{section} lists it and POST save accepts it: a union discriminated by
 * section. `version` is the version the edit is based on; the save route requires it with an id.
 */
export const saveSchema = z.discriminatedUnion(
  'section',
  CONTENT_LIST.map((s) =>
    z.object({ section: z.literal(s.code), id: s.id, version: itemVersion.optional(), data: s.data }),
  ) as unknown as [ItemSchema<ContentDefinition>, ...ItemSchema<ContentDefinition>[]],
);

export type SaveInput = z.output<typeof saveSchema>;

/** Whether a section code names a content section (every section but users). */
export function isContentSection(value: string): value is ContentSection {
  return Object.hasOwn(SECTION_DATA, value);
}

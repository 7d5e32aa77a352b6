/** The tables of every section, re-exported by lib/platform/db/schema for Drizzle and drizzle-kit. */
export * from './coverage-area/table';
export * from './faq/table';
export * from './footer/table';
export * from './navbar/table';
export * from './news/table';
export * from './outages/table';
export * from './partners/table';
export * from './slider/table';
export * from './static-components/table';
export * from './tenders/table';
export * from './users/table';
export * from './vacancies/table';

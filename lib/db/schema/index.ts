/** Every table of the application, for Drizzle and drizzle-kit. */
export * from './content';
export * from './addresses';
export * from './admin';
export * from './visitors';
export * from './billing';
export * from './billing-snapshots';
export * from './tasix';

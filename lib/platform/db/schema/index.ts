/** Every table of the application, for Drizzle and drizzle-kit: each section's own tables, then the rest. */
export * from '../../../content/sections/tables';
export * from './admin';
export * from './visitors';
export * from './billing';
export * from './billing-snapshots';
export * from './tasix';
export * from '../../../visitors/interest/table';
export * from '../../files/table';
export * from '../../secrets/table';
export * from './tag-expiry';
export * from '../../../staff/auth/account-tables';
export * from '../../../staff/admin/versions/table';
export * from '../../../content/media/table';

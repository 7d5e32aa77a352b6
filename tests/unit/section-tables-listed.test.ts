/**
 * A content section's tables are listed by hand in lib/content/sections/tables.ts, which lib/platform/db/schema (and so
 * Drizzle and drizzle-kit) reads: a section folder whose table.ts is missing there would get no migration.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as schema from '@/lib/platform/db/schema';

const sectionsDir = path.resolve(__dirname, '../../lib/content/sections');
const foldersWithTables = readdirSync(sectionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(sectionsDir, entry.name, 'table.ts')))
  .map((entry) => entry.name);

describe('every section folder’s tables reach the database schema', () => {
  it('finds the section folders with tables', () => {
    expect(foldersWithTables).toEqual(expect.arrayContaining(['news', 'faq', 'coverage-area', 'users']));
  });

  it.each(foldersWithTables)(
    'lib/content/sections/%s/table.ts is exported by lib/platform/db/schema',
    async (folder) => {
      const own: Record<string, unknown> = await import(path.join(sectionsDir, folder, 'table.ts'));
      const exported = Object.keys(own);
      expect(exported.length).toBeGreaterThan(0);
      const missing = exported.filter((name) => (schema as Record<string, unknown>)[name] !== own[name]);
      expect(missing).toEqual([]);
    },
  );
});

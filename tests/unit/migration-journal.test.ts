import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(readFileSync('lib/platform/db/migrations/meta/_journal.json', 'utf8')) as Journal;

describe('the migration journal', () => {
  it('lists every SQL file once, in order', () => {
    const files = readdirSync('lib/platform/db/migrations')
      .filter((file) => file.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
  });

  it('dates each migration after the one before, or the migrator would skip it on a database that has the earlier one', () => {
    // drizzle applies only migrations dated after the last one a database recorded
    for (let i = 1; i < journal.entries.length; i += 1)
      expect(journal.entries[i]!.when, journal.entries[i]!.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
  });
});

/**
 * The inbox's per-section lookups are derived from one list of kinds (lib/staff/inbox/kinds.ts, views.ts):
 * adding a section means adding its folder and a line in each list, never another map keyed by section.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INBOX_KINDS } from '@/lib/staff/inbox/kinds';
import { INBOX_SECTIONS } from '@/lib/staff/inbox/sections';
import { INBOX_VIEWS } from '@/lib/staff/inbox/views';

const root = path.resolve(__dirname, '../..');
const inboxDir = path.join(root, 'lib/staff/inbox');

/** Every .ts/.tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const appSources = ['lib', 'components', 'app'].flatMap((dir) => sources(path.join(root, dir)));
const relative = (file: string) => path.relative(root, file);

describe('the inbox sections are one list of kinds', () => {
  it('has exactly one kind per section, in the order of INBOX_SECTIONS', () => {
    expect(INBOX_KINDS.map((k) => k.section)).toEqual([...INBOX_SECTIONS]);
  });

  it('has exactly one set of page views per section, in the same order', () => {
    expect(INBOX_VIEWS.map((v) => v.section)).toEqual([...INBOX_SECTIONS]);
  });

  it.each([...INBOX_SECTIONS])('keeps section %s in a folder of its own name', async (section) => {
    const folder = path.join(inboxDir, section);
    expect(existsSync(path.join(folder, 'kind.ts'))).toBe(true);
    expect(existsSync(path.join(folder, 'views.ts'))).toBe(true);
    const own: Record<string, { section?: string }> = await import(path.join(folder, 'kind.ts'));
    expect(Object.values(own).map((kind) => kind.section)).toEqual([section]);
  });

  it('writes no map keyed by section anywhere in the app', () => {
    const keyed = /Record<\s*InboxSection\b[^;]*>\s*=\s*\{|\[\s*\w+\s+in\s+InboxSection\s*\][^;]*\}\s*=\s*\{/;
    expect(appSources.filter((file) => keyed.test(readFileSync(file, 'utf8'))).map(relative)).toEqual([]);
  });

  it('branches on no section code in the inbox’s generic code', () => {
    const codes = INBOX_SECTIONS.join('|');
    const branch = new RegExp(`(===|!==)\\s*'(${codes})'|'(${codes})'\\s*(===|!==)|case\\s+'(${codes})'`);
    const generic = sources(inboxDir).filter((file) => !INBOX_SECTIONS.some((s) => file.includes(`/inbox/${s}/`)));
    expect(generic.filter((file) => branch.test(readFileSync(file, 'utf8'))).map(relative)).toEqual([]);
  });
});

// @vitest-environment node
/**
 * Lint keeps the HTTP layer and the database where they belong: domain code under lib/ may not import
 * lib/http/api (it throws DomainError), and components and pages may not import lib/platform/db (they read through
 * named queries in lib); route handlers and the HTTP layer itself still may.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** Whether lint refuses the import of `specifier` in a file at `filePath`. */
async function refuses(filePath: string, specifier: string): Promise<boolean> {
  const code = `import * as imported from '${specifier}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).some((message) => message.ruleId === 'no-restricted-imports');
}

describe('domain code and the HTTP layer', () => {
  it.each([
    ['lib/staff/inbox/new-file.ts', '@/lib/http/api/errors'],
    ['lib/content/sections/users/new-file.ts', '@/lib/http/api/error-response'],
    ['lib/platform/abuse/new-file.ts', '../api/errors'],
    ['lib/visitors/forms/new-file.ts', '@/lib/http/api/route/define-route'],
  ])('refuses %s importing %s', async (filePath, specifier) => {
    expect(await refuses(filePath, specifier)).toBe(true);
  });

  it.each([
    ['lib/staff/inbox/new-file.ts', '@/lib/platform/errors/domain-error'],
    ['lib/ui-state/store/new-file.ts', '@/lib/http/api/load-client'],
    ['lib/http/api/new-file.ts', './errors'],
    ['lib/platform/http/new-file.ts', '@/lib/http/api/errors'],
    ['app/api/v1/new/route.ts', '@/lib/http/api/errors'],
  ])('allows %s importing %s', async (filePath, specifier) => {
    expect(await refuses(filePath, specifier)).toBe(false);
  });
}, 30_000);

describe('components, pages and the database', () => {
  it.each([
    ['components/admin/new-file.tsx', '@/lib/platform/db'],
    ['components/admin/inbox/new-file.ts', '@/lib/platform/db/schema'],
    ['components/site/new-file.tsx', '@/lib/platform/db/client'],
    ['app/[lang]/adm/new/page.tsx', '@/lib/platform/db'],
    ['app/[lang]/adm/layout.tsx', '@/lib/platform/db'],
    ['app/[lang]/(site)/new/page.tsx', '@/lib/platform/db'],
  ])('refuses %s importing %s', async (filePath, specifier) => {
    expect(await refuses(filePath, specifier)).toBe(true);
  });

  it.each([
    ['components/admin/new-file.tsx', '@/lib/staff/inbox/page-reads'],
    ['app/api/v1/new/route.ts', '@/lib/platform/db'],
    ['app/[lang]/(site)/new/feed.xml/route.ts', '@/lib/platform/db'],
    ['lib/staff/inbox/new-file.ts', '@/lib/platform/db'],
  ])('allows %s importing %s', async (filePath, specifier) => {
    expect(await refuses(filePath, specifier)).toBe(false);
  });
}, 30_000);

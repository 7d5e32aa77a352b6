// @vitest-environment node
/**
 * Lint keeps the imports pointing down: app → components → lib, and inside lib
 * platform → content|visitors|staff → http → ui-state → ops. Each refused import is written both with
 * the `@/` alias and as a relative path, since the rule must see through either.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'import/no-restricted-paths';

/** The rules lint breaks when `filePath` imports `specifier`. */
async function brokenRules(filePath: string, specifier: string): Promise<string[]> {
  const code = `import * as imported from '${specifier}';\n\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the import direction', () => {
  it.each([
    ['a component importing app/', 'components/site/new-file.tsx', '@/app/[lang]/(site)/page'],
    ['a component importing app/ by a relative path', 'components/site/new-file.tsx', '../../app/[lang]/(site)/page'],
    ['lib/ importing components/', 'lib/content/site/new-file.ts', '@/components/ui/site-link'],
    ['lib/ importing app/', 'lib/staff/admin/new-file.ts', '@/app/[lang]/(site)/page'],
    ['the platform importing a domain folder', 'lib/platform/log/new-file.ts', '@/lib/staff/auth/login'],
    [
      'the platform importing a domain folder by a relative path',
      'lib/platform/log/new-file.ts',
      '../../staff/auth/login',
    ],
    ['a domain folder importing the HTTP layer', 'lib/visitors/forms/new-file.ts', '@/lib/http/api/route/define-route'],
    ['the HTTP layer importing the operations layer', 'lib/http/api/new-file.ts', '@/lib/ops/start-up/server-start'],
  ])('refuses %s', async (_case, filePath, specifier) => {
    expect(await brokenRules(filePath, specifier)).toContain(RULE);
  });

  it.each([
    ['a page importing a component', 'app/[lang]/new-file.tsx', '@/components/ui/site-link'],
    ['a component importing lib/', 'components/site/new-file.tsx', '@/lib/content/sections'],
    ['a domain folder importing the platform', 'lib/staff/auth/new-file.ts', '@/lib/platform/log/logger'],
    ['one domain folder importing another', 'lib/visitors/billing/new-file.ts', '@/lib/content/sections'],
    ['the HTTP layer importing a domain folder', 'lib/http/api/new-file.ts', '@/lib/staff/auth/login'],
  ])(
    'accepts %s',
    async (_case, filePath, specifier) => {
      expect(await brokenRules(filePath, specifier)).not.toContain(RULE);
    },
    30_000,
  );
}, 30_000);

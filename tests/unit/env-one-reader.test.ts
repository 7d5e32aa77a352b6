// @vitest-environment node
/**
 * Lint keeps lib/platform/env-schema.mjs the one reader of the environment: the same line is refused in any
 * other file of the app and accepted in the env module and in tests; and every variable the schema
 * reads is described for operators.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLE_NAMES } from '@/lib/platform/env';

const eslint = new ESLint({ cwd: process.cwd() });
const READ = 'export const port = process.env.PORT;\n';

/** The rules lint breaks on `READ` placed at `filePath`. */
async function brokenRules(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(READ, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('one reader of the environment', () => {
  it.each([
    'lib/visitors/speedtest/new-file.ts',
    'lib/platform/server/new-file.mjs',
    'app/new-file.ts',
    'components/new-file.tsx',
    'middleware.ts',
  ])('refuses process.env in %s', async (filePath) => {
    expect(await brokenRules(filePath)).toContain('no-restricted-properties');
  });

  it.each(['lib/platform/env-schema.mjs', 'tests/unit/new-file.test.ts'])(
    'allows it in %s',
    async (filePath) => {
      expect(await brokenRules(filePath)).not.toContain('no-restricted-properties');
    },
    30_000,
  );
}, 30_000);

describe('the variables the schema reads', () => {
  it('are each named in the README or a doc', () => {
    const docs = ['README.md', ...readdirSync('docs').map((name) => `docs/${name}`)]
      .filter((file) => file.endsWith('.md'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(ENV_VARIABLE_NAMES.length).toBeGreaterThan(40);
    expect(ENV_VARIABLE_NAMES.filter((name) => !new RegExp(`\\b${name}\\b`).test(docs))).toEqual([]);
  });
});

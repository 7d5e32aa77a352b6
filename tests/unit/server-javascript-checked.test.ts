// @vitest-environment node
/**
 * The plain JavaScript under lib/ is type-checked like the TypeScript (tsconfig's allowJs with
 * `// @ts-check` in each file): a file without the directive would go unchecked, and a hand-kept
 * `.d.mts` beside a file would make the compiler trust it instead of the code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every file under `dir` whose name ends with `suffix`, as paths from the project root. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name));
}

const scripts = filesUnder('lib', '.mjs');

describe("the server's JavaScript", () => {
  it('is found', () => {
    expect(scripts).toContain(path.join('lib', 'platform', 'server', 'serve.mjs'));
  });

  it('asks the compiler to check every file (// @ts-check before any code)', () => {
    const unchecked = scripts.filter((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      const first = lines[0]?.startsWith('#!') ? lines[1] : lines[0];
      return first?.trim() !== '// @ts-check';
    });
    expect(unchecked).toEqual([]);
  });

  it('has no hand-kept declaration file beside it', () => {
    const declarations = filesUnder('lib', '.d.mts').filter((file) => existsSync(file.replace(/\.d\.mts$/, '.mjs')));
    expect(declarations).toEqual([]);
  });

  it('is part of the compiled program', () => {
    const config = JSON.parse(readFileSync('tsconfig.json', 'utf8'));
    expect(config.compilerOptions.allowJs).toBe(true);
    expect(config.include).toContain('lib/**/*.mjs');
  });
});

/**
 * The README and docs/ name files, npm scripts, environment variables and functions; a reader who follows
 * one must find it. Each name quoted in backticks (or linked) is checked against the repository: a renamed
 * file or function, a dropped script or a variable no code reads fails here instead of misleading the next
 * newcomer; and every variable lib/platform/env.ts knows must be named somewhere.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const docFiles = ['README.md', ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);
const docs = docFiles.map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

const PATH_ROOTS = /^(app|components|lib|messages|public|tests|e2e|deploy|docs|\.ci)\//;
const TOP_FILES = /^[\w.-]+\.(ts|mjs|json|md|css)$/;
// Variables of other programs the docs name on purpose (e.g. one not to set), read by them, not by us.
const OTHER_PROGRAMS_VARIABLES = new Set(['NEXT_MANUAL_SIG_HANDLE']);
// Settings of other programs the docs name on purpose (a Next option the site does not use).
const OTHER_PROGRAMS_NAMES = new Set(['cacheComponents']);
// Quoted names that stand for many files or for a value rather than one file.
const PLACEHOLDER = /[{}<>*…]|\.\.\./;

function quoted(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => (m[1] ?? '').trim());
}

/** A quoted function, type or setting name: `camelCase`, `PascalCase` with an inner capital, or `name()`. */
function identifierOf(name: string): string | null {
  const match = /^([a-z]\w*[A-Z]\w*|[A-Z][a-z]\w*[A-Z]\w*|[a-z_]\w*(?=\(\)$))(\(\))?$/.exec(name);
  return match?.[1] ?? null;
}

function pathOf(name: string): string | null {
  const bare = name.replace(/[#:].*$/, '').replace(/[),.;]+$/, '');
  if (PLACEHOLDER.test(bare) || bare.includes(' ')) return null;
  if (PATH_ROOTS.test(bare)) return bare;
  return TOP_FILES.test(bare) && existsSync(path.join(root, bare)) ? bare : null;
}

/** The names of every file of the repository (not dependencies, builds or data). */
function fileNames(): Set<string> {
  const skipped = new Set(['node_modules', '.git', '.next', 'data', 'reports', 'test-results', 'playwright-report']);
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(path.join(dir, entry.name));
      } else names.add(entry.name);
    }
  };
  walk(root);
  return names;
}

function codeText(): string {
  const dirs = ['lib', 'app', 'components', 'tests', 'deploy', '.ci', 'e2e'];
  const files = [
    'middleware.ts',
    'instrumentation.ts',
    'next.config.ts',
    'playwright.config.ts',
    'vitest.config.ts',
    'package.json',
  ];
  const chunks: string[] = files.map((f) => readFileSync(path.join(root, f), 'utf8'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js|sh|conf|yml|yaml)$|^run$/.test(entry.name) && !full.includes('docs-name-what-exists'))
        chunks.push(readFileSync(full, 'utf8'));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  return chunks.join('\n');
}

describe('the README and docs/ name only what exists', () => {
  it('every quoted or linked path is a file or folder of the repository', () => {
    const missing: string[] = [];
    for (const { file, text } of docs) {
      for (const name of quoted(text)) {
        const p = pathOf(name);
        if (p && !existsSync(path.join(root, p))) missing.push(`${file}: ${p}`);
      }
      for (const [, target = ''] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = path.join(root, path.dirname(file), target);
        if (!existsSync(resolved)) missing.push(`${file}: link ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every bare file name they quote (`cookie.ts`, `listener.ts`) is a file somewhere in the repository', () => {
    const names = fileNames();
    const missing: string[] = [];
    let checked = 0;
    for (const { file, text } of docs) {
      for (const name of quoted(text)) {
        const bare = name.replace(/[#:].*$/, '').replace(/[),.;]+$/, '');
        if (!/^[\w.-]+\.(ts|tsx|mjs|json|css|yml|conf|sql)$/.test(bare)) continue;
        checked += 1;
        if (!names.has(bare)) missing.push(`${file}: ${bare}`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('every `npm run` script they name is in package.json', () => {
    const scripts = Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);
    const missing = docs.flatMap(({ file, text }) =>
      [...text.matchAll(/npm run ([\w:-]+)/g)]
        .map((m) => m[1] ?? '')
        .filter((s) => !scripts.includes(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('every environment variable they name is read by the code', () => {
    const code = codeText();
    const missing: string[] = [];
    for (const { file, text } of docs) {
      for (const name of quoted(text)) {
        const variable = name.replace(/=.*$/, '');
        if (!/^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(variable) || OTHER_PROGRAMS_VARIABLES.has(variable)) continue;
        if (!code.includes(variable)) missing.push(`${file}: ${variable}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every function, type or setting they name in code style is in the code', () => {
    const code = codeText();
    const missing: string[] = [];
    let checked = 0;
    for (const { file, text } of docs) {
      for (const name of quoted(text)) {
        const identifier = identifierOf(name);
        if (!identifier || OTHER_PROGRAMS_NAMES.has(identifier)) continue;
        checked += 1;
        if (!new RegExp(`\\b${identifier}\\b`).test(code)) missing.push(`${file}: ${identifier}`);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('docs/api.md lists every route file of /api/v1', () => {
    const api = readFileSync(path.join(root, 'docs/api.md'), 'utf8');
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(path.join(dir, entry.name));
        else if (entry.name === 'route.ts') routes.push(path.relative(path.join(root, 'app'), dir));
      }
    };
    walk(path.join(root, 'app/api/v1'));
    const unlisted = routes.filter((route) => {
      if (route.endsWith('[...path]')) return !api.includes('`/api/v1/…`');
      // A dynamic segment is written as a {placeholder} (or a list of its values) in the docs.
      const pattern = route
        .split('/')
        .map((part) => (/^\[.+\]$/.test(part) ? '(\\{[^}]+\\}|[\\w|\\\\]+)' : part.replace(/[.]/g, '\\.')))
        .join('/');
      return !new RegExp(`\`/${pattern}(\`|[?/, ])`).test(api);
    });
    expect(unlisted).toEqual([]);
  });

  it('finds the names it checks (the patterns still match the docs)', () => {
    const paths = docs.flatMap(({ text }) => quoted(text).map(pathOf)).filter(Boolean);
    expect(paths.length).toBeGreaterThan(50);
    expect(statSync(path.join(root, 'docs')).isDirectory()).toBe(true);
  });
});

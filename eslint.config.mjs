import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  { ignores: ['.next/**', 'node_modules/**', 'data/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'lib/db/migrations/**', 'next-env.d.ts', 'tests/bench/baseline-app/**'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // next-intl's client runtime (use-intl, intl-messageformat) would add 12 KB gzip to every page;
    // pages translate on the server, islands use components/ui/texts-provider.
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'next-intl', message: "Use next-intl/server in server components and useTexts (components/ui/texts-provider) in client islands." }] }],
    },
  },
];
export default config;

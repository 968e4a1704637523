import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import compat from 'eslint-plugin-compat';
import { unsupportedApis, unsupportedMethodNames } from './build/unsupported-apis.mjs';

const unsupported = unsupportedApis();
/** Code that only ever runs in Node (servers, CLIs), not in a visitor's browser. */
const NODE_ONLY = ['php-contract/verify.ts', 'php-contract/verify/**', 'mocks/node.ts', 'mocks/http-server.ts'];
const why = (name) => `${name} is missing in a supported browser (package.json browserslist): feature-detect it or use a fallback.`;

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'test-results', 'playwright-report', 'bench', 'php-contract/reference/.data', 'api-docs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Code that runs in the visitor's browser may only call what every browser in package.json's
    // browserslist has (feature-detected calls are allowed where they are guarded).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'php-contract/**/*.ts'],
    ignores: NODE_ONLY,
    ...compat.configs['flat/recommended'],
  },
  {
    // eslint-plugin-compat's own data misses newer static methods (AbortSignal.any, Object.groupBy);
    // these rules come from the same browserslist through MDN's browser-compat-data.
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'php-contract/**/*.ts'],
    ignores: NODE_ONLY,
    rules: {
      'no-restricted-globals': ['error', ...unsupported.globals.map((name) => ({ name, message: why(name) }))],
      'no-restricted-properties': [
        'error',
        ...unsupported.statics.map(({ object, property }) => ({ object, property, message: why(`${object}.${property}`) })),
        ...unsupportedMethodNames(unsupported).map((property) => ({ property, message: why(`.${property}()`) })),
      ],
    },
  },
  {
    files: ['scripts/**', 'php-contract/verify.ts', 'tests/e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

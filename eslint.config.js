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

/**
 * The layers of src/, lowest first (docs/architecture.md, "Layers"): a file may import its own layer
 * and those below, never one above. The browser's contract comes in only through `@contract`; the fake
 * backend only through main.tsx's dynamic import.
 */
const LAYERS = [
  { name: 'texts, i18n, lib, config, components', dirs: ['texts', 'i18n', 'lib', 'config', 'components'] },
  { name: 'api', dirs: ['api'] },
  { name: 'features', dirs: ['features'] },
  { name: 'app', dirs: ['app'] },
];
const outside = [
  { group: ['**/php-contract', '**/php-contract/**'], message: 'src/ imports the contract only through `@contract` (its browser part, php-contract/runtime.ts).' },
  { group: ['**/mocks', '**/mocks/**'], message: 'src/ reaches the fake backend only through the dynamic import in src/main.tsx.' },
];
const layerRules = LAYERS.map((layer, index) => {
  const above = LAYERS.slice(index + 1);
  return {
    files: layer.dirs.map((dir) => `src/${dir}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          ...outside,
          ...above.map((upper) => ({
            group: upper.dirs.flatMap((dir) => [`**/${dir}`, `**/${dir}/**`]),
            message: `Upward import: ${layer.name} may not import ${upper.name} (layers in docs/architecture.md).`,
          })),
        ],
      }],
    },
  };
});

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
  { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { patterns: outside }] } },
  ...layerRules,
  {
    files: ['scripts/**', 'php-contract/verify.ts', 'tests/e2e/**', '*.config.*'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);

import { basename } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import compat from 'eslint-plugin-compat';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { tsImport } from 'tsx/esm/api';
import tseslint from 'typescript-eslint';

// TypeScript, loaded through tsx: ESLint reads this file with plain Node.
const { unsupportedApis, unsupportedMethodNames } = await tsImport('./build/unsupported-apis.ts', import.meta.url);

const unsupported = unsupportedApis();
/** Code that only ever runs in Node (servers, CLIs), not in a visitor's browser. */
const NODE_ONLY = ['php-contract/verify.ts', 'php-contract/verify/**', 'mocks/node.ts', 'mocks/http-server.ts'];
const why = (name) => `${name} is missing in a supported browser (package.json browserslist): feature-detect it or use a fallback.`;

/**
 * The layers of the whole tree (docs/architecture.md, "Layers"), one row a folder: what it may import
 * besides itself. Any other import of the tree's own files fails lint, static or `import()`. The
 * rows do not overlap; `why` says why an arrow that crosses the picture is there.
 */
const LAYERS = [
  // The browser's code, lowest first.
  { name: 'src/lib', path: 'src/lib', may: ['contract'] },
  { name: 'src/i18n', path: 'src/i18n', may: ['src/lib', 'contract'] },
  // why src/i18n: a public page's title and intro are text keys.
  { name: 'src/config', path: 'src/config', may: ['src/lib', 'src/i18n', 'contract'] },
  { name: 'src/components', path: 'src/components', may: ['src/lib', 'src/config', 'src/i18n', 'contract'] },
  { name: 'src/api', path: 'src/api', may: ['src/lib', 'src/config', 'src/i18n', 'contract'] },
  // Public and staff features never import each other: the staff code stays out of the visitors' loads.
  {
    name: 'public features',
    path: 'src/features/!(staff){,/**}',
    may: ['src/lib', 'src/config', 'src/i18n', 'src/components', 'src/api', 'contract'],
  },
  {
    name: 'staff features',
    path: 'src/features/staff',
    may: ['src/lib', 'src/config', 'src/i18n', 'src/components', 'src/api', 'contract'],
  },
  {
    name: 'src/app',
    path: 'src/app',
    may: ['src/lib', 'src/config', 'src/i18n', 'src/components', 'src/api', 'public features', 'staff features', 'contract'],
  },
  // why mocks: the fake backend, only through main.tsx's dynamic import (demo mode). why src/components:
  // the first paint's stylesheets, which the entry gathers.
  {
    name: 'src/main.tsx',
    path: 'src/main.tsx',
    may: ['src/lib', 'src/config', 'src/i18n', 'src/components', 'public features', 'src/app', 'mocks'],
  },
  // The contract: its browser part (runtime.ts, `@contract` in src/), the tables it reads, and the
  // provider verification, which is Node only. why mocks: verify runs the fake backend as a server.
  { name: 'contract', path: 'php-contract/runtime.ts', may: ['php-contract'] },
  { name: 'php-contract', path: 'php-contract/!(verify|verify.ts|runtime.ts){,/**}', may: [] },
  { name: 'php-contract/verify', path: 'php-contract/verify{.ts,/**}', may: ['php-contract', 'mocks'] },
  // why src/config: the demo scenario's storage key is the app's, read by both sides of the fake backend.
  { name: 'mocks', path: 'mocks', may: ['php-contract', 'src/config'] },
  // why src/: the build derives the worker's and the server's rules from the app's own tables (public
  // pages, public reads, the role table) and prerenders the public pages with the app.
  { name: 'build', path: 'build', may: ['php-contract', 'src/config', 'public features', 'staff features', 'src/app'] },
  { name: 'scripts', path: 'scripts', may: ['build', 'mocks', 'php-contract', 'php-contract/verify', 'src/config'] },
  // The PHP pages deployed with the build (build/server-pages.ts copies them): no code imports them,
  // and they import nothing of the rest.
  { name: 'server', path: 'server', may: [] },
];
// The tests may import every folder; no folder may import the tests.
LAYERS.push({ name: 'tests', path: 'tests', may: LAYERS.map((layer) => layer.name) });
const layerZones = LAYERS.flatMap((layer) =>
  LAYERS.filter((other) => other !== layer && !layer.may.includes(other.name)).map((other) => ({
    target: `./${layer.path}`,
    from: `./${other.path}`,
    message: `${layer.name} may not import ${other.name} (layers: eslint.config.js and docs/architecture.md).`,
  })),
);
const outside = [
  {
    group: ['**/php-contract', '**/php-contract/**'],
    message: 'src/ imports the contract only through `@contract` (its browser part, php-contract/runtime.ts).',
  },
  { group: ['**/mocks', '**/mocks/**'], message: 'src/ reaches the fake backend only through the dynamic import in src/main.tsx.' },
];

/**
 * File names in kebab-case (docs/architecture.md, "Conventions and budgets"): lower-case words joined by
 * hyphens, then any suffixes (`part-page.tsx`, `outbox.test.ts`, `basket.spec.ts`, `env.d.ts`).
 */
const KEBAB_CASE_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*\.(?:ts|tsx|js|mjs)$/;
const local = {
  rules: {
    'kebab-case-file-name': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { name: '{{name}}: file names are kebab-case (lower-case words joined by hyphens, e.g. part-page.tsx).' },
      },
      create(context) {
        const name = basename(context.filename);
        if (KEBAB_CASE_FILE.test(name)) return {};
        return { Program: (node) => context.report({ node, messageId: 'name', data: { name } }) };
      },
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'coverage',
      'test-results',
      'playwright-report',
      'bench',
      'php-contract/reference/.data',
      'api-docs',
    ],
  },
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
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/main.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: outside }] } },
  { files: ['src/main.tsx'], rules: { 'no-restricted-imports': ['error', { patterns: outside.slice(0, 1) }] } },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    // import-x's TypeScript settings, so that no-cycle parses the .ts and .tsx files it follows (without them it reads none).
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Every package imported is in package.json: one that only comes with another package goes
      // with it, or changes version under the code, when that package is updated.
      'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, optionalDependencies: false, peerDependencies: false }],
      // A cycle leaves the reader unable to tell which way a dependency runs.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/order': [
        'error',
        { groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'], alphabetize: { order: 'asc', caseInsensitive: true } },
      ],
    },
  },
  {
    files: ['{src,scripts,build,mocks,tests}/**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: { 'local/kebab-case-file-name': 'error' },
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

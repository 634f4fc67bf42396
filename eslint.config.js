import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const noDirectFetch = {
  selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
  message: 'Talk to the server through the generated client in src/api/ only.',
};

/** Query keys and the cache are the data modules' own: src/api/<tag>.ts declares what each write refreshes. */
const USE_THE_DATA_MODULE =
  'Query keys and the query cache belong to src/api/: use (or add) the query options, hook or write of the data module src/api/<tag>.ts.';
const noQueryKeys = [
  { selector: "Property[key.name='queryKey']", message: USE_THE_DATA_MODULE },
  { selector: "MemberExpression[property.name='queryKey']", message: USE_THE_DATA_MODULE },
  {
    selector:
      'CallExpression[callee.property.name=/^(invalidateQueries|setQueryData|setQueriesData|getQueryData|getQueriesData|removeQueries|cancelQueries|refetchQueries|resetQueries)$/]',
    message: USE_THE_DATA_MODULE,
  },
];

/** The layers of src/, top first: [element type, folder pattern, captured names]. */
const LAYERS = [
  ['app', 'src/app', []],
  ['feature', 'src/features/*', ['name']],
  ['api', 'src/api', []],
  ['components', 'src/components', []],
  ['theme', 'src/theme', []],
  ['session', 'src/session', []],
  ['settings', 'src/settings', []],
  ['lib', 'src/lib', []],
  ['i18n', 'src/i18n', []],
  ['entry', 'src/*.{ts,tsx}', []],
  ['testing', 'src/testing', []],
  ['generated', 'generated', []],
  // Outside the app: what src/ must never import.
  ['tooling', '{scripts,bench,tests,mocks}', []],
];

/** What each layer may import. */
const MAY_IMPORT = {
  entry: ['app', 'i18n', 'settings', 'theme'],
  app: ['feature', 'api', 'components', 'theme', 'session', 'settings', 'lib', 'i18n'],
  feature: ['api', 'components', 'theme', 'session', 'settings', 'lib', 'i18n', 'generated'],
  api: ['session', 'settings', 'lib', 'i18n', 'generated'],
  components: ['session', 'settings', 'lib', 'i18n', 'theme'],
  theme: ['session', 'settings', 'lib', 'i18n'],
  session: ['lib', 'i18n', 'generated'],
  settings: ['lib', 'i18n'],
  lib: [],
  i18n: ['lib'],
  testing: ['app', 'feature', 'api', 'components', 'theme', 'session', 'settings', 'lib', 'i18n'],
};

const LAYER_POLICIES = Object.entries(MAY_IMPORT).map(([from, to]) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.build-*/',
      'contract-report/',
      'api-reference/',
      'generated/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-syntax': ['error', noDirectFetch, ...noQueryKeys],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The layers of src/, each importing only those below it: app -> features -> api, components,
    // theme -> session, settings -> lib, i18n. A feature never imports another feature.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': LAYERS.map(([type, pattern, capture]) => ({ type, pattern, capture })),
      'boundaries/include': ['{src,generated,scripts,bench,tests,mocks}/**/*'],
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: LAYER_POLICIES,
        },
      ],
      // Anything outside the layers (scripts/, bench/, tests/) is not src/'s to import.
      'boundaries/no-unknown-dependencies': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // The client is reached through the data modules only.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/api/client',
              message:
                'Call the server through the data module of the tag (src/api/<tag>.ts): its query options and write hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'scripts/**/*.{js,mjs,ts}',
      'tests/**/*.ts',
      '*.{js,ts}',
      'openapi/**/*.ts',
      'mocks/**/*.{js,mjs,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Outside the app, only src/lib/ is shared (a rule both the app and the offline back end keep,
    // such as the password rule): a feature, screen or the API client is the app's own.
    files: ['mocks/**/*.{js,mjs,ts}', 'scripts/**/*.{js,mjs,ts}', 'bench/**/*.{js,mjs,ts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)src/(?!lib/)',
              message: 'Only src/lib/ may be imported from outside the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The benchmark runs in Node and hands some functions to the page it measures.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

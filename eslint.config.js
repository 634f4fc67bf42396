import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const noDirectFetch = {
  selector: "CallExpression[callee.name='fetch'], CallExpression[callee.property.name='fetch']",
  message: 'Talk to the server through the generated client in src/api/ only.',
};

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
      'no-restricted-syntax': ['error', noDirectFetch],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  ...pluginQuery.configs['flat/recommended'],
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
    // The first-screen preload script, which the build puts inline in the page.
    files: ['src/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The benchmark runs in Node and hands some functions to the page it measures.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

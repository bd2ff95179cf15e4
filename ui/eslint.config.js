// ESLint for the UI: TypeScript's recommended rules, the rules of hooks, and the import direction
// app > features > shared (a feature never imports another feature). `just lint` and CI run it;
// `npx eslint .` in ui/ runs it alone.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/meta/', 'test-results/', 'playwright-report/', 'src/shared/api/schema.d.ts'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are unused on purpose (a skipped tuple slot, a required parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // File names, return addresses and list keys are cleaned of control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    // The measuring scripts also run code in the page (page.evaluate).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Playwright fixtures that use no other fixture take `{}` as their first argument.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The layers of src/ and what each may import. Tests keep to their layer's rule and may also use
    // src/testing. The entry points (src/entry-*.tsx, src/apidocs) sit above every layer.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'src/app' },
        { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
        { type: 'shared', pattern: 'src/shared' },
        { type: 'locales', pattern: 'src/locales' },
        { type: 'polyfills', pattern: 'src/polyfills' },
        { type: 'testing', pattern: 'src/testing' },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'locales'] } } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { name: '{{ from.element.captured.name }}' } } } },
            },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'shared' } }, allow: { to: { element: { types: { anyOf: ['shared', 'locales'] } } } } },
            { from: { element: { type: 'polyfills' } }, allow: { to: { element: { type: 'polyfills' } } } },
            { from: { element: { type: 'polyfills' }, file: { categories: 'test' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { type: 'testing' } }, allow: { to: { element: { types: { anyOf: ['app', 'feature', 'shared', 'testing'] } } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'testing' } } } },
          ],
        },
      ],
    },
  },
);

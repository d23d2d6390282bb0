// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'vr/**/*.png'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names are deliberately unused (Express's four-argument error handler, skipped tuple slots).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The plugin's React Compiler rules are left out: this app does not use the
    // compiler, and its setState-after-mount effects are the deliberate hydration pattern of SSR pages.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/**/*.ts'],
    // Numbers, dates and times are written by shared/korean-format.ts: toLocale* and Intl's formats
    // depend on the ICU data of the Node or browser running them (a Node without full ICU printed
    // "AM 10:02" where the browser said "오전 10:02", and the page failed to hydrate).
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[property.name=/^toLocale(String|DateString|TimeString|UpperCase|LowerCase)$/]", message: 'Use shared/korean-format.ts (groupDigits, kstClock, …): toLocale* depends on the runtime\'s ICU data.' },
        { selector: "MemberExpression[object.name='Intl'][property.name=/^(DateTimeFormat|NumberFormat|RelativeTimeFormat)$/]", message: 'Use shared/korean-format.ts: Intl formats depend on the runtime\'s ICU data.' },
      ],
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern (`{}` for none).
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['deploy/mongo-init.js'],
    // Run by the mongo shell, which provides `db`.
    languageOptions: { globals: { db: 'readonly' } },
  },
);

import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/import-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-react/',
      'dist-capacity/',
      'reports/',
      'test-results/',
      'node_modules/',
      '.data/',
      // the WordPress plugin follows WordPress's coding standards (PHP and its plain editor scripts), not ours
      'integrations/wordpress/gmina-widgets/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // type-aware rules, for what a review misses: a promise nobody awaits or catches, an async function where a
    // void callback is expected, an `await` of a non-promise, an assertion the types already make, a switch that
    // forgets a case of a union (every TypeScript file is in tsconfig.json)
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // async JSX event handlers (a form's submit, a file button) are the components' idiom and each catches its
      // own failure; every other place a promise is passed where void is expected stays an error
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // the rules of hooks for every component and hook; tests are left out, where nanostores'
    // `useTestStorageEngine` (not a React hook) is called at the top of the file
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // a warning: 34 effects and memos list their deps by hand on purpose (an effect on a route change only, a
      // memo keyed by a serialised choice); adding what the rule asks would run them more often
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // spec-independent layering (STYLE.md §2): core is framework-free and imports nothing above it
    files: ['src/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-dom', 'preact', 'preact/*', '**/ui/**', '**/widgets/**', '**/host/**'] },
      ],
    },
  },
  {
    // widgets never import each other, however the path is written (scripts/import-boundaries.mjs)
    files: ['src/widgets/**'],
    plugins: { gmina: boundaries },
    rules: { 'gmina/no-cross-widget-import': 'error' },
  },
  {
    files: ['src/widgets/**', 'src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/host/**', 'zod', '!zod/mini'] }],
    },
  },
);

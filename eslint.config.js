import tseslint from 'typescript-eslint';

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
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
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
    files: ['src/widgets/**', 'src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/host/**', 'zod', '!zod/mini'] }],
    },
  },
);

// Shared lint rules for every package: typescript-eslint (strict, type-aware off for speed),
// the React hooks rules for front-end code, and the import boundaries of docs/architecture.md.
// Packages re-export this file.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { boundaryConfigs } from './packages/eslint-config/src/boundaries.js';

const ROOT = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/generated/**',
      '**/.data/**',
      '**/@mf-types/**',
      // Deliberately broken code that the boundary rules' own test lints.
      '**/eslint-config/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One tree-shaken copy of each is shared through its wrapper package (module-federation.shared.ts).
    // The wrapper packages themselves turn this rule off in their own eslint.config.js.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Import routing from @pulse/router.' },
            { name: 'react-router-dom', message: 'Import routing from @pulse/router.' },
            { name: '@chakra-ui/react', message: 'Import Chakra through @pulse/ui.' },
            // A remote's <Form> must share the react-final-form instance of the @pulse/ui adapters.
            { name: 'react-final-form', message: 'Import react-final-form through @pulse/ui.' },
            { name: 'final-form', message: 'Import final-form through @pulse/ui.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  ...boundaryConfigs(ROOT),
);

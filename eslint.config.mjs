// Flat config: typescript-eslint's recommended rules for every TypeScript package of the workspace.
import eslint from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.local/**',
      'contracts/src/gen/**',
      'charts/**',
      'coverage/**',
      'web/src/__generated__/**',
      'admin-web/src/__generated__/**',
      'services/*/src/__generated__/**',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-console': 'error',
    },
  },
  {
    // The web apps run in the browser; their failures that are only logged use console.warn.
    files: ['web/**/*.{ts,tsx,js,mjs}', 'admin-web/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['web/scripts/**', '**/__tests__/**', 'tests/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);

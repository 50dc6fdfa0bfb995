// Flat config: typescript-eslint's recommended rules for every TypeScript package of the workspace.
import eslint from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
      'gateway/src/__generated__/**',
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
    // Workspaces meet through their package exports (`@vh/game/testing`), never by a relative path
    // into another workspace's files: the rule resolves each relative import and compares the
    // nearest package.json of both ends (scripts/ belongs to the root package).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // The web apps run in the browser; their failures that are only logged use console.warn.
    files: ['web/**/*.{ts,tsx,js,mjs}', 'admin-web/**/*.{ts,tsx,js,mjs}', 'web-kit/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: { ...reactHooks.configs.recommended.rules, 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['web/scripts/**', '**/__tests__/**', 'tests/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);

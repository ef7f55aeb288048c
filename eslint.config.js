import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.tmp', 'data', 'server/db/migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Browser code: the dependency runs one way (server → shared), so no table, driver or server module ships.
    files: ['shared/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}', 'public-site/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)server(/|$)', message: 'El código del navegador no importa server/: mueva lo compartido a shared/.' },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'drizzle-zod', 'drizzle-kit', 'pg', 'pg/*', '@electric-sql/*'], message: 'Paquete de servidor: no se envía al navegador.' },
          ],
        },
      ],
    },
  },
  {
    files: ['server/cli/**', 'e2e/**', 'bench/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);

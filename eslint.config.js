// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** An import of a folder of the project, written as the relative path it always is here. */
const folder = (name) => [`${name}/*`, `**/${name}/*`, `**/${name}/**`];
const serverToClient = {
  group: [...folder('client'), '!**/client/entry-server'],
  message: 'The server reaches the client only through client/entry-server.tsx and the build manifest.',
};
const builtins = { group: ['node:*'], message: 'shared/ and client/ run in the browser too: no Node modules.' };

// The boundaries of docs/decisions/0018-boundaries.md: shared/ is the only code every side
// imports; the server reaches the client only through its SSR entry.
export default defineConfig(
  globalIgnores(['dist/', 'client/.generated/', 'test-results/', 'playwright-report/', 'drizzle/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.tsx', 'client/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    rules: {
      // TypeScript reports unknown names itself, with the right globals for each side.
      'no-undef': 'off',
      // Russian texts carry no-break spaces on purpose (typograf).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `typeof import(…)` types what tsImport loads at build time.
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      // A callback may name a variable that is assigned once it exists (a worker started after its app).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // The stores are async on both databases (decision 0024): a call whose promise is dropped
    // would let its error or its transaction slip past the caller.
    files: ['server/**/*.ts', 'tests/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Express 5 awaits a handler's promise and passes its rejection on.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
    },
  },
  {
    // Tests look into parsed JSON (structured data, API answers) by the paths they expect.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...folder('server'), ...folder('client')], message: 'shared/ imports neither server/ nor client/.' },
            builtins,
          ],
        },
      ],
    },
  },
  {
    files: ['client/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: folder('server'), message: 'client/ never imports server/.' }, builtins] }],
    },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverToClient] }] },
  },
  {
    files: ['vite.config.ts', 'scripts/vite/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [serverToClient, { group: folder('server'), message: 'The build imports shared/, never the server it builds for.' }] },
      ],
    },
  },
);

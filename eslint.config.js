// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

// The layers of docs/architecture.md, lowest first. A folder imports only folders below it, and a
// feature (site, submissions, desk) only through its public entry, index.ts; shared/ and platform/
// are libraries whose files anyone above may import.
const FEATURES = ['site', 'submissions', 'desk'];
const ABOVE = {
  shared: ['platform', ...FEATURES, 'app', 'build', 'scripts'],
  platform: [...FEATURES, 'app', 'build', 'scripts'],
  site: ['desk', 'app', 'build', 'scripts'],
  submissions: ['desk', 'app', 'build', 'scripts'],
  desk: ['app', 'build', 'scripts'],
  app: ['build', 'scripts'],
  // The build runs before the server exists: it reads shared/ and platform/assets, and of a
  // feature only its texts/ (plain data: the fonts are subset to what its pages show).
  build: ['app', 'scripts'],
};
// site/ and submissions/ stand side by side on one floor, neither importing the other: what one
// needs of the other is handed to it by app/ (the retention job gets the site's web-vitals sweep).
const BESIDE = { site: 'submissions', submissions: 'site' };
const zones = [
  ...Object.entries(ABOVE).map(([target, from]) => ({
    target: `./${target}`,
    from: from.map((folder) => `./${folder}`),
    message: `${target}/ sits below ${from.join(', ')}: it may not import them (docs/architecture.md).`,
  })),
  ...Object.entries(BESIDE).map(([target, other]) => ({
    target: `./${target}`,
    from: `./${other}`,
    message: `${target}/ stands beside ${other}/: it may not import it (docs/architecture.md).`,
  })),
  ...FEATURES.map((feature) => ({
    target: './build',
    from: `./${feature}`,
    except: ['./texts'],
    message: `build/ runs before the server exists: of ${feature}/ it may import only texts/ (docs/architecture.md).`,
  })),
  // Everything above a feature reaches it through its index.ts only.
  ...FEATURES.flatMap((feature) =>
    ABOVE[feature]
      .filter((user) => user !== 'build')
      .map((user) => ({
        target: `./${user}`,
        from: `./${feature}`,
        except: ['./index.ts'],
        message: `Import ${feature}/ through its public entry, ${feature}/index.ts.`,
      })),
  ),
];

/** The parts of site/ that run only on the server; the rest also runs in the browser. */
const SITE_SERVER = [
  'site/index.ts',
  'site/render/**',
  'site/search-engines/**',
  'site/web-app/**',
  'site/vitals-api/**',
  'site/content-api.ts',
];
const BROWSER = ['shared/**', 'site/**'];
const SERVER = ['app/**', 'platform/**', 'submissions/**', 'desk/**', ...SITE_SERVER];

export default defineConfig(
  globalIgnores(['dist/', 'site/.generated/', 'shared/content/.generated/', 'test-results/', 'playwright-report/', 'drizzle/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.tsx', 'site/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads the files an import names with the TypeScript parser, so no-cycle sees through them.
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // The stores are async on both databases (decision 0024): a call whose promise is dropped
    // would let its error or its transaction slip past the caller.
    files: [
      ...SERVER.filter((glob) => glob.endsWith('**')).map((glob) => `${glob}/*.{ts,tsx}`),
      'site/index.ts',
      'site/content-api.ts',
      'tests/**/*.ts',
    ],
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
    files: BROWSER,
    ignores: SITE_SERVER,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'shared/ and the pages of site/ run in the browser too: no Node modules.' }] },
      ],
    },
  },
);

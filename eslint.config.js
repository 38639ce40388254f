// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The site's feature folders (web/src/features/<feature>/): each may use the shared layers, never another feature. */
const WEB_FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Lint for the whole repository (`npm run lint`, run by CI): typescript-eslint's strict type-checked rules, no
 * import cycles, React's hook rules for the site, no web feature importing another, and the layering of lambdas/ (only core/ and data/ talk to AWS).
 * Formatting is Prettier's (`.prettierrc.json`), checked by the same script.
 */
export default tseslint.config(
  { ignores: ['**/node_modules/**', 'cdk.out/**', '**/dist/**', '.local/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      // Numbers read naturally in messages and keys; objects and undefined still may not slip into text.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is the idiom; a void value used anywhere else is still an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React accepts promise-returning handlers; floating promises elsewhere are still caught.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // Adapters of untyped emulator internals (cognito-local's router and services, s3rver, the SDK's middleware
    // stack): their shapes are whatever the pinned emulator version has, checked by the stack tests, not by types.
    files: [
      'dev/cognito.ts',
      'dev/cognito-behaviour.ts',
      'dev/cognito-sms-sign-in.ts',
      'dev/s3.ts',
      'dev/access-check.ts',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unnecessary-condition': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Tests assert on what they just created: a failed `!` is a failed test, which is what it should be.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The service worker runs in its own scope (self, caches, clients), not a page's.
    files: ['web/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A feature takes what it shares from components/, api/, app/, auth/ or shared/; a piece two features
      // need moves there, so no feature depends on another's insides.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: WEB_FEATURES.map((feature) => ({
            target: `./web/src/features/${feature}`,
            from: './web/src/features',
            except: [`./${feature}`],
            message: 'A feature never imports another feature: move the shared piece to web/src/components (or app).',
          })),
        },
      ],
    },
  },
  {
    // Only the core and data layers talk to AWS; everything else goes through them.
    files: ['lambdas/**/*.ts', 'shared/**/*.ts'],
    ignores: ['lambdas/core/**', 'lambdas/data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@aws-sdk/*'], message: 'Reach AWS through lambdas/core (clients) or lambdas/data (the table).' },
          ],
        },
      ],
    },
  },
  {
    // Money is integer sen inside (docs/rules.md#money-time-and-periods): the data layer stores and returns
    // `Sen` as it is and never converts to or from RM; that happens once, at a callable's edge.
    files: ['lambdas/data/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/domain/money/money'],
              importNames: ['rmToSen', 'senToRm'],
              message: "lambdas/data keeps money in sen: convert RM at the callable's edge (its handler), not here.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers (docs/architecture.md#layers): core ← data ← services ← handlers, never upwards;
    // shared/ imports nothing of the server, the infrastructure or the local stack.
    files: ['lambdas/**/*.ts', 'shared/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lambdas/core',
              from: [
                './lambdas/data',
                './lambdas/services',
                './lambdas/handlers',
                './lambdas/jobs',
                './lambdas/workers',
                './lambdas/triggers',
              ],
              message: 'lambdas/core is the bottom layer: it imports only shared/ and itself.',
            },
            {
              target: './lambdas/data',
              from: [
                './lambdas/services',
                './lambdas/handlers',
                './lambdas/jobs',
                './lambdas/workers',
                './lambdas/triggers',
              ],
              message: 'lambdas/data imports only core/, shared/ and other repositories.',
            },
            {
              target: './lambdas/services',
              from: ['./lambdas/handlers', './lambdas/jobs', './lambdas/workers', './lambdas/triggers'],
              message: 'lambdas/services imports data/, core/ and shared/, never a handler.',
            },
            {
              target: './shared',
              from: ['./lambdas', './infra', './dev', './web'],
              message: 'shared/ is imported by the server and the site: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // No file of product code over 400 lines (docs/architecture.md#file-size): the route tables of the site
    // are one entry per route and stay whole.
    files: ['lambdas/**/*.ts', 'shared/**/*.ts', 'infra/**/*.ts', 'dev/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/app/route-table.ts', 'web/src/app/route-pages.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);

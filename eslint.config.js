// ESLint: TypeScript, React hooks, accessibility, the house's import boundaries (docs/architecture.md › Zones), and
// the size and names of files (decision 061).
// Run by `npm test` (`npm run lint`) with zero warnings allowed.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './scripts/eslint/plugin.mjs';

/**
 * The zones. Each entry forbids files under `target` to import files matched by `from`.
 * Globs are matched against absolute paths, so every one starts with `./` (the repo root).
 */
const zones = [
  {
    target: ['./client/lib/**', './client/components/**', './client/config/**', './client/test/**'],
    from: './client/features/**',
    message:
      'client/lib, client/components, client/config and client/test never import a feature: client/app/ hands them feature pieces as props.',
  },
  {
    target: ['./client/features/**', './client/components/**', './client/lib/**', './client/config/**'],
    from: './client/app/**',
    message: 'Only client/app/ composes pages; nothing below it imports from it.',
  },
  {
    target: ['./server/plugins/**', './server/db/**', './server/lib/**/!(*.test).ts', './server/mail/**/!(*.test).ts'],
    from: './server/modules/**',
    message:
      'server/plugins, server/db, server/lib and server/mail never import a module: inject what they need at registration.',
  },
  {
    target: ['./server/seed/**', './server/jobs/**', './server/cli/**'],
    from: './server/modules/**/!(*.service).ts',
    message: 'The seed, the jobs and the CLI reach a module through its *.service.ts files (its public surface).',
  },
  {
    target: ['./server/{modules,plugins,jobs,mail,seed,cli,lib}/**/!(*.queries|*.test).ts', './server/!(*.test).ts'],
    from: './server/db/schema/**',
    message: 'Tables are read only by *.queries.ts files, migrations and tests: call the queries instead.',
  },
  {
    target: ['./common/**'],
    from: ['./client/**', './server/**'],
    message: 'common/ is isomorphic: it imports neither side.',
  },
  {
    target: ['./client/**'],
    from: './server/**',
    message: 'The client never imports server code: share through common/.',
  },
  {
    target: ['./server/**'],
    from: './client/**',
    message: 'The server never imports client code: share through common/.',
  },
];

import { readdirSync } from 'node:fs';
const dirs = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** One zone per client feature: it may import only itself; another feature's admin/ folder is for client/app/ alone. */
const featureZones = dirs('./client/features/').flatMap((feature) => [
  {
    target: `./client/features/${feature}/**`,
    from: `./client/features/!(${feature})/**`,
    message: 'A client feature never imports another feature: compose them in client/app/.',
  },
  {
    target: [`./client/features/${feature}/!(admin)/**`, `./client/features/${feature}/*.{ts,tsx}`],
    from: `./client/features/${feature}/admin/**`,
    message: "A feature's admin screens are imported only from client/app/.",
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      '.test-output/',
      'node_modules/',
      'server/db/migrations/',
      'server/test/fixtures/',
      'client/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The confusables table is for the server (server/lib/reserved-names.ts): in common/ or the client it would
    // grow the browser's bundle (decision 029). The contact guard reads it too; the browser loads the guard only
    // when a field is first used (decision 052).
    files: ['common/**/*.ts', 'client/**/*.{ts,tsx}'],
    ignores: ['common/contact-guard/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'unhomoglyph', message: 'Reserved names are checked by the server alone (decision 029).' }] },
      ],
    },
  },
  {
    // A route's params, query, body and response schemas live in common/schemas/<area>.ts, shared with the client
    // and the tests (docs/architecture.md); a routes file that builds its own cannot.
    files: ['server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "A route's schemas live in common/schemas/<area>.ts, shared with the client." },
          ],
        },
      ],
    },
  },
  {
    // The type check knows the browser's globals everywhere (the DOM library), so a server or shared file that loses
    // a local named `self` or `name` still compiles and fails only when it runs; here such a name must be declared.
    files: ['server/**/*.ts', 'common/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['self', 'name', 'event', 'status', 'origin', 'length', 'top', 'parent', 'close', 'open', 'closed'],
        ...['location', 'history', 'screen', 'find', 'print', 'stop'],
      ],
    },
  },
  {
    // One public door per server module and per part (decision 061): another module through <m>/<m>.service.ts,
    // another part through <p>/<p>.service.ts, the module's root routes mounting the parts' routes; no door hands
    // out a queries file; no index.ts. Tests may import anything. The rule: scripts/eslint/module-doors.mjs.
    files: ['server/**/*.ts'],
    plugins: { house },
    rules: { 'house/module-doors': ['error', { root: import.meta.dirname }] },
  },
  {
    // Small files (decision 061): split a file before it passes 300 lines. Tests and migrations are left out.
    files: ['{client,common,server,scripts}/**/*.{ts,tsx,mjs,mts}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', '**/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // File names (decision 061): lower-case words joined by '-', then '.'-separated roles, then .ts, .tsx or .mjs:
    // /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*\.(ts|tsx|mjs)$/ (the glob below is that pattern without the extension;
    // scripts/eslint/config.test.ts proves them the same). A .d.mts declares the .mjs file of the same name.
    files: ['{client,common,server,scripts,e2e}/**/*.{ts,tsx,mjs,js,jsx,cjs,mts,cts}'],
    ignores: ['**/*.d.mts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': '+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9-]))' },
        {
          errorMessage:
            "File names are lower-case words joined by '-', then '.'-separated roles, then .ts, .tsx or .mjs " +
            "(get-ripple-summary.ts, ripples.admin.routes.ts): rename '{{ target }}'.",
        },
      ],
      'check-file/filename-blocklist': [
        'error',
        { '**/*.{js,jsx,cjs,mts,cts}': '*.ts, *.tsx or *.mjs' },
        { errorMessage: `Source files are .ts, .tsx or .mjs: rename '{{ target }}'.` },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
);

// Lint rules for the whole monorepo: typescript-eslint (type-aware), React hooks in the web app, and
// import rules that forbid cycles and enforce the package direction of docs/architecture.md.
import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's layers, lowest first (docs/architecture.md, "Server layers"): a folder imports only from
 * folders before it in this list, so every import points down and no two folders import each other.
 */
export const serverLayers = [
  'config',
  'lib',
  'rendering',
  'db',
  'backup',
  'mail',
  'core',
  'settings',
  'notifications',
  'accounts',
  'problems',
  'vguy',
  'judging',
  'drafts',
  'ai',
  'teams',
  'contests',
  'ratings',
  'leaderboard',
  'counterexamples',
  'submissions',
  'admin',
  'discussions',
  'editorials',
  'http',
  'routes',
];
const serverSrc = './apps/server/src';
/** The entry points above every layer: they compose the app. */
const serverRoots = [`${serverSrc}/app.ts`, `${serverSrc}/server.ts`];

/** Extensions import-x reads when it follows an import (see the import-x/extensions setting below). */
const typeScriptExtensions = ['.ts', '.tsx'];
const lintedExtensions = [...typeScriptExtensions, '.js', '.mjs'];
/** Every tsconfig of the repo, so the resolver maps imports exactly as each workspace's tsc does. */
const tsProjects = [
  'packages/*/tsconfig.json',
  'apps/*/tsconfig.json',
  'e2e/tsconfig.json',
  'bench/tsconfig.json',
  'chaos/tsconfig.json',
  'deploy/tsconfig.json',
];

/** The web app's feature folders, each of which may import only itself among features. */
const webFeatures = fs.existsSync('apps/web/src/features') ? fs.readdirSync('apps/web/src/features') : [];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.{js,mjs}'], languageOptions: { globals: { ...globals.node } } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: [`**/*.{${lintedExtensions.map((extension) => extension.slice(1)).join(',')}}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
    settings: {
      // import-x follows an import only into files whose extension it knows, and reads each with the parser
      // named here: without both, every .ts file looks unreadable and no-cycle silently finds nothing.
      'import-x/extensions': lintedExtensions,
      'import-x/parsers': { '@typescript-eslint/parser': typeScriptExtensions },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: tsProjects,
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/ignore': ['node_modules'],
      'import-x/external-module-folders': ['node_modules'],
    },
  },
  {
    // Packages stay independent of apps; no package reaches into another's src/.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@codeconquer/server', '@codeconquer/web', '**/apps/**'],
              message: 'Packages must not import apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@codeconquer/server', '**/apps/server/**'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
      // Features never import each other (routes in app/ compose them); lib/, components/ and api/ import no feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other; compose them in app/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import app/.',
            },
            {
              target: ['./apps/web/src/lib', './apps/web/src/components', './apps/web/src/api'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'lib/, components/ and api/ are shared: they import no feature and no app code.',
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: serverLayers.map((layer, index) => ({
            target: `${serverSrc}/${layer}`,
            from: [...serverLayers.slice(index + 1).map((above) => `${serverSrc}/${above}`), ...serverRoots],
            message: `Server imports point down: ${layer}/ may import only ${serverLayers.slice(0, index).join(', ') || 'packages'} (see docs/architecture.md, "Server layers").`,
          })),
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@codeconquer/web', '**/apps/web/**'],
              message: 'The server does not import the web app.',
            },
          ],
        },
      ],
    },
  },
);

import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const features = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (docs/architecture.md): app/ composes features; a feature stands alone; components/,
 * store/, lib/ and config/ serve everyone and know no feature; lib/ sits below store/. The rule
 * resolves every import (the `@/` alias included), so a relative path cannot slip past it.
 */
const webLayers = [
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature; move what both need to src/components, src/store or src/lib.',
  })),
  {
    target: './features',
    from: './app',
    message:
      'Features do not import app/; move what they need to src/components, src/store or src/lib.',
  },
  {
    target: ['./components', './store', './lib', './config'],
    from: ['./features', './app'],
    message: 'Shared code does not import features or app/.',
  },
  {
    target: './store',
    from: './components',
    message: 'store/ does not import components/.',
  },
  {
    target: './lib',
    from: ['./store', './components'],
    message: 'lib/ sits below store/ and components/ and does not import them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: path.join(import.meta.dirname, 'apps/web/tsconfig.json'),
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webLayers }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);

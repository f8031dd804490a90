import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const adminSrc = path.join(import.meta.dirname, 'apps/admin/src');

/**
 * The layers of a browser app, the storefront's and the back office's alike (docs/architecture.md):
 * app/ composes features; a feature stands alone; components/, store/, lib/ and config/ serve
 * everyone and know no feature; lib/ sits below store/. The rule resolves every import (the `@/`
 * alias included), so a relative path cannot slip past it.
 */
const layersOf = (src) => [
  ...readdirSync(path.join(src, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .map((feature) => ({
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

/**
 * The storefront and the back office share only packages/shared: nothing of the back office may
 * reach a shopper's page, and the back office does not lean on the storefront's code.
 */
const apart = (other, message) => ({ target: '.', from: other, message });
const webZones = [
  ...layersOf(webSrc),
  apart('../../admin', 'The storefront does not import the back office (apps/admin).'),
];
const adminZones = [
  ...layersOf(adminSrc),
  apart(
    '../../web',
    'The back office does not import the storefront (apps/web); share through packages/shared.',
  ),
];

const serverSrc = path.join(import.meta.dirname, 'apps/server/src');

/**
 * The server's layers, top first (docs/architecture.md, The server's layers): each imports only
 * from the layers below it, so what two layers share sits in the lower one. In the two tiers of
 * infrastructure (`apart`) each folder also stands alone.
 */
const SERVER_LAYERS = [
  { name: 'the entry points', paths: ['./server.ts', './launcher.ts', './admin-create.ts'] },
  { name: 'app.ts', paths: ['./app.ts'] },
  { name: 'routes/', paths: ['./routes'] },
  { name: 'plugins/', paths: ['./plugins'] },
  { name: 'services/', paths: ['./services'] },
  { name: 'mappers/', paths: ['./mappers'] },
  { name: 'cache/, jobs/ and demo/', paths: ['./cache', './jobs', './demo'], apart: true },
  {
    name: 'the adapters',
    paths: ['./catalogue-index', './notify', './payments', './shipping', './storage', './media'],
    apart: true,
  },
  { name: 'db/', paths: ['./db'] },
  { name: 'lib/, config.ts and errors.ts', paths: ['./lib', './config.ts', './errors.ts'] },
];

const serverZones = SERVER_LAYERS.flatMap((layer, index) => [
  ...(index === 0
    ? []
    : [
        {
          target: layer.paths,
          from: SERVER_LAYERS.slice(0, index).flatMap((higher) => higher.paths),
          message: `An import runs back up: nothing in ${layer.name} imports ${SERVER_LAYERS[index - 1].name} or a layer above it. Move what both sides need down (row types to db/rows.ts, helpers to lib/).`,
        },
      ]),
  ...(layer.apart
    ? layer.paths.map((folder) => ({
        target: folder,
        from: layer.paths.filter((other) => other !== folder),
        message: `${folder.slice(2)}/ does not import the rest of ${layer.name}; what both need goes down to db/ or lib/.`,
      }))
    : []),
]);

/** How import-x reads and resolves the imports of an app, through its own tsconfig.json. */
const importSettings = (app) => ({
  'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
  'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: path.join(import.meta.dirname, `apps/${app}/tsconfig.json`),
    }),
  ],
});

/** The browser app rules, for the app whose sources are at `src`. */
const browserApp = (app, src, zones, extraRules = {}) => ({
  files: [`apps/${app}/**/*.{ts,tsx}`],
  languageOptions: { globals: { ...globals.browser } },
  plugins: { 'react-hooks': reactHooks, 'import-x': importX },
  settings: importSettings(app),
  rules: {
    ...reactHooks.configs.recommended.rules,
    'import-x/no-restricted-paths': ['error', { basePath: src, zones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    ...extraRules,
  },
});

/**
 * The storefront runs on phones: a browser's first locale format loads locale data, tens of
 * milliseconds of the main thread, so none is made as a module loads or while a page renders
 * (docs/decisions/pages-and-performance.md, Pages that feel instant).
 */
const storefrontRules = {
  'no-restricted-syntax': [
    'error',
    {
      selector:
        'Program > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name="Intl"]',
      message: 'Make an Intl formatter on first use (lib/on-first-use), not as the module loads.',
    },
    {
      selector: 'CallExpression[callee.property.name=/^toLocale/]',
      message:
        'Format numbers with formatCount or formatMoney (@kesariya/shared), dates with lib/format-date, not toLocale*.',
    },
  ],
};

/**
 * Back-office links come from its paths table (apps/admin/src/config/paths.ts), so a page moves in
 * one place: a link target written as a string, or a string that starts like a page's address
 * ('/orders/…'), is refused everywhere else. API paths ('admin/…', '/api/') are not pages.
 */
const backOfficeRules = {
  'no-restricted-syntax': [
    'error',
    {
      // One selector, so a string caught twice is reported once. A hex escape stands for '/': the
      // selector's syntax ends a pattern at a slash.
      selector: `:matches(${[
        'JSXAttribute[name.name="to"] > Literal',
        'JSXAttribute[name.name="to"] > JSXExpressionContainer > :matches(Literal, TemplateLiteral)',
        'CallExpression[callee.name="navigate"] > :matches(Literal[value=/^\\x2F/], TemplateLiteral)',
        'Literal[value=/^\\x2F(?!api\\x2F)[a-z]/]',
        'TemplateLiteral:has(> TemplateElement:first-child[value.raw=/^\\x2F(?!api\\x2F)([a-z]|$)/])',
      ].join(', ')})`,
      message: 'Link to a back-office page with paths.<page>.getHref(…) (src/config/paths.ts).',
    },
  ],
};

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
  browserApp('web', webSrc, webZones, storefrontRules),
  browserApp('admin', adminSrc, adminZones),
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings('server'),
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: serverSrc, zones: serverZones }],
      // Unbounded: what costs is reading each module, once a run (about 3 s of CPU for the
      // server's 280 files on a 2-core machine), and a maxDepth of 10 measured no faster. The rule
      // skips type-only imports; apps/server/test/lint-rules.test.ts holds the graph to no cycles
      // with them.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    // The table itself, and tests that check the links it builds.
    ignores: ['apps/admin/src/config/paths.ts', 'apps/admin/src/**/*.test.{ts,tsx}'],
    rules: backOfficeRules,
  },
);

import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { devAppConfig } from './vite-plugins/dev-app-config';
import { compileHints } from './vite-plugins/compile-hints';
import { directImports } from './vite-plugins/direct-imports';
import { precompress } from './vite-plugins/precompress';
import { renderedScreens } from './vite-plugins/rendered-screens';

const apiServer = 'http://127.0.0.1:3100';

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer's files are read from disk by Node, never sent: no compressed copies and
  // no compile hints.
  plugins: [
    react(),
    tailwindcss(),
    devAppConfig(),
    renderedScreens(),
    ...(isSsrBuild
      ? []
      : [
          directImports(BARRELS),
          precompress(),
          compileHints([APP_MODULE, ...LANDING_SCREENS, FOOTER, LOGIN_MODAL, MOBILE_MENU]),
        ]),
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/sitemap.xml': apiServer,
      '/robots.txt': apiServer,
    },
  },
  // The first-screen renderer (src/entry-server.tsx) runs in the API server's Node process, next
  // to the same node_modules: its dependencies stay imports rather than copies. Except the icons:
  // lucide-react's index defines all ~1,600 of them, about 6 MB of heap for the life of the server
  // (bench/README.md, Startup and memory); bundled, only the few the app draws are kept.
  ssr: { noExternal: ['lucide-react'] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : clientBuild,
}));

/** The barrels our code imports from, whose modules the chunking should see one by one. */
const BARRELS = [
  {
    specifier: 'lucide-react',
    file: createRequire(import.meta.url)
      .resolve('lucide-react')
      .replace(/[\\/]cjs[\\/]lucide-react\.js$/, '/esm/lucide-react.js'),
  },
  {
    specifier: '@kesariya/shared',
    file: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
  },
];

const ENTRY_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
/** The entry's chunk: Vite names the chunk of index.html's script after the page. */
const ENTRY_CHUNK = 'index';
/** Vite's own modules in the build: its import helper and modulepreload polyfill. */
const VITE_HELPERS = '\0vite/';
const APP_MODULE = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
const LOGIN_MODAL = fileURLToPath(
  new URL('./src/features/auth/components/login-modal.tsx', import.meta.url),
);
const MOBILE_MENU = fileURLToPath(
  new URL('./src/features/navigation/components/mobile-menu.tsx', import.meta.url),
);
const FOOTER = fileURLToPath(
  new URL('./src/features/footer/components/footer.tsx', import.meta.url),
);
const SHARED_ADDRESS_RULES = /packages[\\/]shared[\\/]src[\\/](address-rules|indian-states)\.ts$/;

type ModuleInfoOf = (
  id: string,
) => { importers: readonly string[]; importedIds: readonly string[] } | null;

const REACT_PACKAGES = ['react', 'react-dom', 'scheduler'];
const REDUX_PACKAGES = [
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'immer',
  'reselect',
  'redux-thunk',
];
const SHELL_PACKAGES = [...REACT_PACKAGES, ...REDUX_PACKAGES, 'lucide-react'];
/**
 * The screens of the pages a shopper lands on from outside (home, a listing, a product), which the
 * server renders and whose app should come in as few files as possible.
 */
const LANDING_SCREENS = ['home', 'products', 'product-detail'].map((name) =>
  fileURLToPath(new URL(`./src/app/routes/${name}.tsx`, import.meta.url)),
);
/** Our modules several screens share: components, hooks and helpers, the store, each area's API. */
const SHARED_BLOCKS =
  /[\\/]src[\\/](components|lib|store|config)[\\/]|[\\/]src[\\/]features[\\/][^\\/]+[\\/]api[\\/.-]/;

/**
 * The package directory right after node_modules ('' for our own code), so @floating-ui/react-dom
 * or @reduxjs/toolkit/dist/query/react are not mistaken for React itself.
 */
function packageOf(id: string): string {
  return /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? '';
}

function isOurs(id: string, pkg: string): boolean {
  return (!pkg && !id.startsWith('\0')) || pkg === 'lucide-react';
}

/** Whether `id` and everything it imports statically need no package beyond the shell's. */
function needsOnlyTheShell(id: string, info: ModuleInfoOf): boolean {
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const pkg = packageOf(current);
    if (pkg && !SHELL_PACKAGES.includes(pkg)) return false;
    if (!pkg) pending.push(...(info(current)?.importedIds ?? []));
  }
  return true;
}

/** Whether `root` imports `id` through static imports only (not through a lazy import()). */
function staticallyImportedBy(id: string, root: string, info: ModuleInfoOf): boolean {
  const seen = new Set<string>();
  const pending = [id];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (current === root) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    pending.push(...(info(current)?.importers ?? []));
  }
  return false;
}

const clientBuild = {
  outDir: 'dist',
  assetsDir: 'assets',
  // dist/.vite/manifest.json: the server reads it to preload a page's screen chunk with the HTML.
  manifest: true,
  // Keeps the shell's vendor code in long-cached chunks; screens stay in their own lazy chunks.
  rollupOptions: {
    output: {
      manualChunks(id, { getModuleInfo }) {
        // The entry and what it needs itself (the early-tap keeper, Vite's import helper and
        // modulepreload polyfill) in one file, which the app's chunks import these from. Left to
        // Rollup, what the app shares with the entry became files of their own, queued on a
        // phone's six connections behind the first screen's pictures, and the entry ran (and
        // asked for the app) only once they came; in the shell's file, the entry would fetch the
        // app before the first screen is shown.
        if (id.startsWith(VITE_HELPERS) || staticallyImportedBy(id, ENTRY_MODULE, getModuleInfo))
          return ENTRY_CHUNK;
        const pkg = packageOf(id);
        if (REACT_PACKAGES.includes(pkg)) return 'react';
        if (REDUX_PACKAGES.includes(pkg)) return 'redux';
        // The address rules only the address screens use. Reached through the shared package's
        // barrel, they (and the list of states) would otherwise ride along in the shell.
        if (SHARED_ADDRESS_RULES.test(id)) return 'address-rules';
        // The app's shell (what src/boot.tsx imports statically: our code and its icons) in one
        // file, as one request, rather than split wherever a lazy screen shares a module with it.
        // With it go the small building blocks the landing screens use (components, hooks, the
        // store's APIs, the icons they draw) that need nothing beyond the shell's packages: left to Rollup, each became
        // a file of its own (a few hundred bytes), and a server-rendered page's app arrived in
        // fourteen requests queued on a phone's six connections, one round trip after another. Other
        // packages are left to Rollup: moved here, those the vendor chunks import would make the
        // chunks import each other in a circle.
        const ours = isOurs(id, pkg);
        if (ours && id !== APP_MODULE && staticallyImportedBy(id, APP_MODULE, getModuleInfo))
          return 'app';
        if (
          ours &&
          (SHARED_BLOCKS.test(id) || pkg === 'lucide-react') &&
          LANDING_SCREENS.some((screen) => staticallyImportedBy(id, screen, getModuleInfo)) &&
          needsOnlyTheShell(id, getModuleInfo)
        )
          return 'app';
        // The footer, which every page loads, in one file with what it shares with the phone menu.
        if (ours && staticallyImportedBy(id, FOOTER, getModuleInfo)) return 'footer';
        // The phone menu, asked for at a tap on its button, in one file: the dialog with it, which
        // the login modal and the other dialogs then load from this file.
        if (ours && staticallyImportedBy(id, MOBILE_MENU, getModuleInfo)) return 'mobile-menu';
        // The login modal, asked for as a shopper's finger comes down on a log-in control, in one
        // file: left to Rollup its modules made seven, which queue on a phone's six connections
        // behind the pictures set as the page goes live. Other dialogs and the login page share
        // some of it, and load this file for them.
        if (ours && staticallyImportedBy(id, LOGIN_MODAL, getModuleInfo)) return 'login-modal';
        return undefined;
      },
    },
  },
} satisfies UserConfig['build'];

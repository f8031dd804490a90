import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { devAppConfig } from './vite-plugins/dev-app-config';
import { precompress } from './vite-plugins/precompress';

const apiServer = 'http://127.0.0.1:3100';

/** The production build of react-router, next to the development one its exports point at. */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  return development.replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server renderer's files are read from disk by Node, never sent: no compressed copies.
  plugins: [react(), tailwindcss(), devAppConfig(), ...(isSsrBuild ? [] : [precompress()])],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router 7's package exports only its development build; production builds take the
      // production one (no dev warnings), which keeps the first screen's JS smaller.
      ...(process.env.NODE_ENV === 'production' || process.argv.includes('build')
        ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
        : []),
    ],
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
  // to the same node_modules: its dependencies stay imports rather than copies.
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : clientBuild,
}));

const APP_MODULE = fileURLToPath(new URL('./src/boot.tsx', import.meta.url));
const SHARED_ADDRESS_RULES = /packages[\\/]shared[\\/]src[\\/](address-rules|indian-states)\.ts$/;

type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;

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
        // Match the package directory right after node_modules, so @floating-ui/react-dom or
        // @reduxjs/toolkit/dist/query/react are not mistaken for React itself.
        const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? '';
        if (['react', 'react-dom', 'scheduler', 'react-router'].includes(pkg)) return 'react';
        if (
          ['@reduxjs/toolkit', 'react-redux', 'redux', 'immer', 'reselect', 'redux-thunk'].includes(
            pkg,
          )
        ) {
          return 'redux';
        }
        // Vite's import helper on its own: the entry needs it, but not yet the app.
        if (id.startsWith('\0vite/')) return 'vite';
        // The app's shell (what src/boot.tsx imports statically: our code and its icons) in one
        // file, as one request, rather than split wherever a lazy screen shares a module with it.
        // Other packages are left to Rollup: moved here, those the vendor chunks import would
        // make the chunks import each other in a circle.
        // The address rules only the address screens use. Reached through the shared package's
        // barrel, they (and the list of states) would otherwise ride along in the shell.
        if (SHARED_ADDRESS_RULES.test(id)) return 'address-rules';
        const ours = (!pkg && !id.startsWith('\0')) || pkg === 'lucide-react';
        if (ours && id !== APP_MODULE && staticallyImportedBy(id, APP_MODULE, getModuleInfo))
          return 'app';
        return undefined;
      },
    },
  },
} satisfies UserConfig['build'];

import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { devAppConfig } from './vite-plugins/dev-app-config';

const apiServer = 'http://127.0.0.1:3100';

/** The production build of react-router, next to the development one its exports point at. */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  return development.replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devAppConfig()],
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
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the server reads it to preload a page's screen chunk with the HTML.
    manifest: true,
    // Keeps the shell's vendor code in long-cached chunks; screens stay in their own lazy chunks.
    rollupOptions: {
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Match the package directory right after node_modules, so @floating-ui/react-dom or
          // @reduxjs/toolkit/dist/query/react are not mistaken for React itself.
          const pkg = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? '';
          if (['react', 'react-dom', 'scheduler', 'react-router'].includes(pkg)) return 'react';
          if (
            [
              '@reduxjs/toolkit',
              'react-redux',
              'redux',
              'immer',
              'reselect',
              'redux-thunk',
            ].includes(pkg)
          ) {
            return 'redux';
          }
          return undefined;
        },
      },
    },
  },
});

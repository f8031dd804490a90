import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiServer = 'http://127.0.0.1:3100';

/** The production build of react-router, next to the development one its exports point at. */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  return development.replace(/[\\/]development[\\/]index\.m?js$/, '/production/index.mjs');
}

/**
 * The back office is served by the API server under /admin (apps/server/src/plugins/admin-app.ts),
 * from a build of its own: nothing here ever reaches a shopper's page.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // react-router 7's package exports only its development build (warnings and checks).
      ...(process.argv.includes('build')
        ? [{ find: /^react-router$/, replacement: reactRouterProduction() }]
        : []),
    ],
  },
  server: {
    port: 5174,
    proxy: { '/api': apiServer, '/media': apiServer },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
});

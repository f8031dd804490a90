import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { renderedScreens } from './vite-plugins/rendered-screens';

export default defineConfig({
  plugins: [react(), renderedScreens()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // Screen tests render, type and wait in jsdom: on a two-core CI running the browser tests
    // beside them, a few seconds' work can take more than Vitest's default 5 s.
    testTimeout: 30_000,
  },
});

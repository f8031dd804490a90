import { defineConfig } from 'vitest/config';

// One `vitest run` at the root covers every workspace; `--project server` picks one.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['test/**/*.test.ts'],
        },
      },
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One `vitest run` at the root covers every workspace; `--project server` picks one.
export default defineConfig({
  test: {
    // Vitest's default leaves one core free: on a 2-core machine that is one test file at a time,
    // while most server tests wait on the database or on a password hash, not on the CPU.
    maxWorkers: '100%',
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

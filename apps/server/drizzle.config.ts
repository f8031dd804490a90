import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL committed to the repo and applied at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});

import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL twin's migrations (decision 0023), and its own tables (decision 0041); drizzle.config.ts has SQLite's. */
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./platform/database/schema-pg.ts', './platform/database/schema-pg-only.ts'],
  out: './drizzle-pg',
});

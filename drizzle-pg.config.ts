import { defineConfig } from 'drizzle-kit';

/** The PostgreSQL twin's migrations (decision 0023); drizzle.config.ts has SQLite's. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/database/schema-pg.ts',
  out: './drizzle-pg',
});

import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'sqlite',
  schema: './platform/database/schema.ts',
  out: './drizzle',
});

import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './pg-bytea';

/**
 * Tables only PostgreSQL has: what several instances must share, which on SQLite's one process
 * stays in its memory (decision 0041). Not in `db.tables`, which both engines' twins fill; used
 * through their own import, only where `db.engine` is 'postgres'.
 */

/** Requests counted against a client's limit, by limiter and client, shared by every instance. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    /** The limiter's prefix and the client's key (its address). */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    /** When the window ends, on the database's clock, which every instance shares. */
    resetAt: timestamp('reset_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset').on(t.resetAt)],
);

/** CV files on PostgreSQL, by their random name (cv-store.ts): every instance serves every CV, and pg_dump holds them. */
export const cvFiles = pgTable('cv_files', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow(),
});

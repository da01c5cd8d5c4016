import { eq, lt, sql } from 'drizzle-orm';
import type { IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Db } from '../database/open-database';
import { rateLimitHits } from '../database/schema-pg-only';

/** How often a store also deletes the windows that ended (the privacy policy says ended counts go as new requests arrive). */
const SWEEP_MS = 60_000;

/**
 * express-rate-limit's counts in PostgreSQL, so that every instance counts a client's requests
 * together (decision 0041): one statement a hit, which starts a new window when the last one has
 * ended, on the database's clock.
 */
export class SharedLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private sweptAt = 0;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const ended = sql`${rateLimitHits.resetAt} <= now()`;
    const nextReset = sql`now() + ${this.windowMs} * interval '1 millisecond'`;
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key: this.prefix + key, hits: 1, resetAt: nextReset })
      .onConflictDoUpdate({
        target: rateLimitHits.key,
        set: {
          hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${ended} THEN ${nextReset} ELSE ${rateLimitHits.resetAt} END`,
        },
      })
      .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
    if (Date.now() - this.sweptAt >= SWEEP_MS) {
      this.sweptAt = Date.now();
      await this.db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
    }
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimitHits)
      .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
      .where(eq(rateLimitHits.key, this.prefix + key));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, this.prefix + key));
  }
}

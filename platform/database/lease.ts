import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from './open-database';

/**
 * A job only one instance does at a time (decision 0065): a row of `leases` naming the holder
 * until its expiry. Taking and renewing are one statement on both engines (an upsert that
 * changes the row only when this instance holds it or it has expired), so two instances asking
 * at once cannot both have it.
 */
export interface Lease {
  /** This instance's name in the row: host, process and a random part. */
  holder: string;
  /** Takes the lease, or renews it while this instance holds it, for `ttlMs` from now; false when another holds it. */
  take(): Promise<boolean>;
  /** Gives it up, if this instance holds it, for another to take at once. */
  release(): Promise<void>;
}

export function leaseOf(db: Db, name: string, ttlMs: number, now: () => Date = () => new Date()): Lease {
  const { leases } = db.tables;
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  return {
    holder,
    async take() {
      const at = now();
      const expiresAt = new Date(at.getTime() + ttlMs);
      const rows = await db
        .insert(leases)
        .values({ name, holder, expiresAt })
        .onConflictDoUpdate({
          target: leases.name,
          set: { holder, expiresAt },
          setWhere: or(eq(leases.holder, holder), lt(leases.expiresAt, at)),
        })
        .returning({ holder: leases.holder });
      return rows.length > 0;
    },
    async release() {
      await db.delete(leases).where(and(eq(leases.name, name), eq(leases.holder, holder)));
    },
  };
}

import { and, asc, count, desc, eq, gte, lt } from 'drizzle-orm';
import type { VitalSample } from '../../shared/vitals';
import type { VitalName } from '../../shared/vitals-limits';
import type { Db } from '../../platform/database/open-database';

/**
 * The longest window the staff summary offers. Samples are kept longer, for the configured
 * RETENTION_VITALS_MONTHS, and deleted by the daily retention job (decision 0035).
 */
export const SUMMARY_DAYS = 30;
/** Newest samples kept per page and metric, so a flood of reports cannot grow the file without bound. */
export const MAX_PER_PAGE_METRIC = 1000;

/**
 * Stores a report's samples (a repeated measurement id updates its value) and, in the same
 * transaction, deletes the oldest rows beyond the cap of each page and metric the report touched.
 */
export function saveVitals(db: Db, samples: readonly VitalSample[], now = new Date()): Promise<void> {
  const { webVitals } = db.tables;
  return db.transaction(async (tx) => {
    for (const sample of samples) {
      await tx
        .insert(webVitals)
        .values({ measurementId: sample.id, path: sample.path, name: sample.name, value: sample.value, recordedAt: now })
        .onConflictDoUpdate({ target: [webVitals.name, webVitals.measurementId], set: { value: sample.value, recordedAt: now } });
    }
    const touched = new Map(samples.map((sample) => [`${sample.path} ${sample.name}`, sample]));
    for (const { path, name } of touched.values()) {
      const [oldestKept] = await tx
        .select({ id: webVitals.id })
        .from(webVitals)
        .where(and(eq(webVitals.path, path), eq(webVitals.name, name)))
        .orderBy(desc(webVitals.id))
        .limit(1)
        .offset(MAX_PER_PAGE_METRIC - 1);
      if (!oldestKept) continue;
      await tx.delete(webVitals).where(and(eq(webVitals.path, path), eq(webVitals.name, name), lt(webVitals.id, oldestKept.id)));
    }
  });
}

export interface StoredValues {
  path: string;
  name: VitalName;
  /** Ascending. */
  values: number[];
}

/** The values recorded since `since`, grouped by page and metric, each group sorted ascending. */
export async function vitalsSince(db: Db, since: Date): Promise<StoredValues[]> {
  const { webVitals } = db.tables;
  const rows = await db
    .select({ path: webVitals.path, name: webVitals.name, value: webVitals.value })
    .from(webVitals)
    .where(gte(webVitals.recordedAt, since))
    .orderBy(asc(webVitals.path), asc(webVitals.name), asc(webVitals.value));
  const groups: StoredValues[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last?.path === row.path && last.name === row.name) last.values.push(row.value);
    else groups.push({ path: row.path, name: row.name, values: [row.value] });
  }
  return groups;
}

/** How many samples were recorded before `before`. */
async function countVitalsBefore(db: Db, before: Date): Promise<number> {
  const { webVitals } = db.tables;
  const [row] = await db.select({ n: count() }).from(webVitals).where(lt(webVitals.recordedAt, before));
  return row?.n ?? 0;
}

/** Deletes the samples recorded before `before`; answers how many. */
async function deleteVitalsBefore(db: Db, before: Date): Promise<number> {
  const { webVitals } = db.tables;
  const deleted = await db.delete(webVitals).where(lt(webVitals.recordedAt, before)).returning({ id: webVitals.id });
  return deleted.length;
}

/** The samples' part of the retention job (decision 0035), handed to it by app/, since submissions/ does not import the site. */
export const vitalsSweep = { countBefore: countVitalsBefore, deleteBefore: deleteVitalsBefore };

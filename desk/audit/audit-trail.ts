import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditAction } from '../../shared/staff';
import type { Db, Tx } from '../../platform/database/open-database';
import type { Staff } from '../auth/access';
import type { EventAuthor } from '../../submissions';

/** What an action was done to: a submission (its kind and number) or an account (its id). */
export interface AuditSubject {
  kind: string;
  id: number;
}

export interface AuditEntry {
  id: number;
  at: Date;
  actorId: number | null;
  actor: string;
  action: AuditAction;
  subjectKind: string | null;
  subjectId: number | null;
  detail: string | null;
}

/** Who acted, as the trail names them: an account by its id and email then; the STAFF_TOKEN or an operator's command by name. */
export type Actor = Staff | { operator: true };

const actorOf = (actor: Actor) =>
  'account' in actor
    ? { actorId: actor.account.id, actor: actor.account.email }
    : { actorId: null, actor: 'machine' in actor ? 'STAFF_TOKEN' : 'operator' };

/** Who acted, as a submission's history names them: the same names as the trail's. */
export const authorOf = (actor: Actor): EventAuthor => {
  const { actorId, actor: name } = actorOf(actor);
  return { id: actorId, name };
};

export interface AuditRecord {
  actor: Actor;
  action: AuditAction;
  subject?: AuditSubject | undefined;
  detail?: string | undefined;
}

/**
 * Appends one line to the audit trail; inside `tx` when given, so that a change and its record
 * stand or fall together. Never anything a visitor wrote: references and short facts.
 */
export async function recordAudit(db: Db, { actor, action, subject, detail }: AuditRecord, tx?: Tx, now = new Date()): Promise<void> {
  const values = {
    at: now,
    ...actorOf(actor),
    action,
    subjectKind: subject?.kind ?? null,
    subjectId: subject?.id ?? null,
    detail: detail ?? null,
  };
  const insert = (into: Tx) => into.insert(db.tables.auditEvents).values(values);
  await (tx ? insert(tx) : db.transaction(insert));
}

export interface AuditFilter {
  actorId?: number | undefined;
  action?: AuditAction | undefined;
  /** Entries older than this id (the next page). */
  before?: number | undefined;
  limit: number;
}

/** The newest entries first, filtered by who and what. */
export async function readAudit(db: Db, { actorId, action, before, limit }: AuditFilter): Promise<AuditEntry[]> {
  const t = db.tables.auditEvents;
  const where: SQL[] = [];
  if (actorId !== undefined) where.push(eq(t.actorId, actorId));
  if (action) where.push(eq(t.action, action));
  if (before !== undefined) where.push(lt(t.id, before));
  return db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.id))
    .limit(limit);
}

import { desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n/langs';
import type { Enquiry } from '../../shared/enquiry';
import type { Db } from '../db/open-database';
import { emailOutbox, enquiries } from '../db/schema';

export type DeliveryState = 'pending' | 'sending' | 'sent' | 'failed';

export interface StoredEnquiry {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string | null;
  project: string;
  budget: string | null;
  locale: Lang;
  /** State of the notification email to the studio. */
  delivery: DeliveryState | null;
  deliveryAttempts: number;
}

/** Stores the enquiry and queues its email in one transaction: both are kept, or neither. */
export function saveEnquiry(db: Db, enquiry: Enquiry & { locale: Lang }): number {
  return db.transaction((tx) => {
    const [row] = tx
      .insert(enquiries)
      .values({
        name: enquiry.name,
        email: enquiry.email,
        phone: enquiry.phone,
        company: enquiry.company ?? null,
        project: enquiry.project,
        budget: enquiry.budget ?? null,
        locale: enquiry.locale,
      })
      .returning({ id: enquiries.id })
      .all();
    const id = row!.id;
    tx.insert(emailOutbox).values({ enquiryId: id, nextAttemptAt: new Date() }).run();
    return id;
  });
}

export function listEnquiryById(db: Db, id: number): StoredEnquiry | undefined {
  return listEnquiries(db, { where: eq(enquiries.id, id) })[0];
}

/** Newest first; `cursor` is the id of the last row of the previous page. */
export function listEnquiries(
  db: Db,
  { limit, cursor, where }: { limit?: number; cursor?: number; where?: SQL },
): StoredEnquiry[] {
  const query = db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      name: enquiries.name,
      email: enquiries.email,
      phone: enquiries.phone,
      company: enquiries.company,
      project: enquiries.project,
      budget: enquiries.budget,
      locale: enquiries.locale,
      delivery: emailOutbox.status,
      deliveryAttempts: emailOutbox.attempts,
    })
    .from(enquiries)
    .leftJoin(emailOutbox, eq(emailOutbox.enquiryId, enquiries.id))
    .where(where ?? (cursor === undefined ? undefined : lt(enquiries.id, cursor)))
    .orderBy(desc(enquiries.id));
  const rows = limit === undefined ? query.all() : query.limit(limit).all();
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), deliveryAttempts: row.deliveryAttempts ?? 0 }));
}

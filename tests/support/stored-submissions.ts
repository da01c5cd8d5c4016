import type { Enquiry } from '../../shared/submissions/enquiry';
import type { Application } from '../../shared/submissions/application';
import type { Lang } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import { APPLICATION, ENQUIRY, listSubmissions, type StoredCv } from '../../submissions';
import { saveSubmission, type SaveOptions } from '../../submissions/submission-store';

/** The consent a row stored without the route records: a version no document has, from the loopback address. */
export const TEST_CONSENT = { version: 'test-consent', address: '127.0.0.1' };

/** Stores an enquiry as the form's route does, without the route: the test's own rows. */
export async function saveEnquiry(
  db: Db,
  enquiry: Omit<Enquiry, 'consent'> & { locale: Lang },
  options?: SaveOptions,
): Promise<{ id: number }> {
  const stored = { ...ENQUIRY.store({ ...enquiry, consent: true }), locale: enquiry.locale, consent: TEST_CONSENT };
  const { number } = await saveSubmission(db, ENQUIRY.name, stored, options);
  return { id: number };
}

type NewApplication = Pick<Application, 'job' | 'name' | 'email' | 'phone' | 'portfolio' | 'note'> & { locale: Lang; cv: StoredCv };

/** Stores an application with a CV already in the files directory. */
export async function saveApplication(db: Db, { cv, locale, ...fields }: NewApplication, options?: SaveOptions): Promise<{ id: number }> {
  const input = { ...fields, privacy: 'on' as const, consent: 'on' as const };
  const file = { file: cv.file, type: cv.kind, bytes: cv.bytes, name: cv.name };
  const { number } = await saveSubmission(
    db,
    APPLICATION.name,
    { ...APPLICATION.store(input), locale, file, consent: TEST_CONSENT },
    options,
  );
  return { id: number };
}

/** Stores a Russian application for the product designer from `name`, with a CV's row (no file): a list's or a page's row. */
export const saveApplicationFrom = (db: Db, name: string, options?: SaveOptions): Promise<{ id: number }> =>
  saveApplication(
    db,
    {
      job: 'product-designer',
      name,
      email: 'applicant@example.com',
      phone: undefined,
      portfolio: undefined,
      note: 'Six years of product design.',
      locale: 'ru',
      cv: { file: 'c'.repeat(32), kind: 'pdf', bytes: 1000, name: 'cv.pdf' },
    },
    options,
  );

/** Every stored enquiry as staff see it, oldest first. */
export const storedEnquiries = async (db: Db) =>
  (await listSubmissions(db, ENQUIRY.name, {})).reverse().map((record) => ENQUIRY.view(record));

/** Every stored application as staff see it, oldest first. */
export const storedApplications = async (db: Db) =>
  (await listSubmissions(db, APPLICATION.name, {})).reverse().map((record) => APPLICATION.view(record));

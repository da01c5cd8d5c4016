import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { newCvFileName } from '../../../platform/database/cv-files';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { outboxDirOf } from '../../../platform/mail/mail-transport';
import { DEFAULT_RETENTION } from '../../../shared/retention-periods';
import { saveVitals, vitalsSweep } from '../../../site/vitals-api/vitals-store';
import { TABLE_KINDS } from '../../../desk';
import { changeSubmission } from '../../../submissions';
import { planRetention, runRetention, type RetentionTarget } from '../../../submissions/retention/retention';
import { monthsBefore } from '../../../submissions/retention/retention-rules';
import { samplePdf } from '../../support/cv-samples';
import { appsClosedAfterEach, ENGINES } from '../../support/engines';
import { saveInboundMail } from '../../support/stored-inbound-mail';
import { saveApplication, saveEnquiry } from '../../support/stored-submissions';
import type { TestApp } from '../../support/test-app';
import { startTestWorker } from '../../support/test-worker';
import { until } from '../../support/until';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const OPERATOR = { id: null, name: 'operator' };

const setup = appsClosedAfterEach();

const targetOf = (t: TestApp, periods = DEFAULT_RETENTION): RetentionTarget => {
  const databasePath = join(t.dir, 'site.db');
  return {
    db: t.db,
    periods,
    cvs: cvStoreOf(t.db, databasePath),
    outboxDir: outboxDirOf(databasePath),
    vitals: vitalsSweep,
    log: t.logger,
    kinds: TABLE_KINDS,
  };
};

const enquiry = (t: TestApp, at: Date, spam = false) =>
  saveEnquiry(t.db, { ...VALID_ENQUIRY, budget: '5k-10k', privacy: true, locale: 'en' }, { now: at, spam }).then(({ id }) => id);

/** An application with a real CV in the CV store (a file, or a row on PostgreSQL); answers its number and the CV's name. */
async function application(t: TestApp, at: Date, job = 'product-designer'): Promise<{ id: number; file: string }> {
  const { cvs } = targetOf(t);
  const name = newCvFileName();
  const content = samplePdf();
  const staged = join(cvs.stagingDir, newCvFileName());
  writeFileSync(staged, content);
  await cvs.keep(name, staged);
  const cv = { file: name, kind: 'pdf' as const, bytes: content.length, name: 'cv.pdf' };
  const { id } = await saveApplication(t.db, { ...VALID_APPLICATION, job, locale: 'en', cv }, { now: at });
  return { id, file: name };
}

/** Whether the store still holds a CV. */
const kept = async (t: TestApp, name: string) => (await targetOf(t).cvs.read(name)) !== null;

const numbersOf = async (t: TestApp, kind: string) =>
  (
    await t.db
      .select({ number: t.db.tables.submissions.number })
      .from(t.db.tables.submissions)
      .where(eq(t.db.tables.submissions.kind, kind))
  )
    .map((row) => row.number)
    .sort((a, b) => a - b);

describe.each(ENGINES)('retention on %s', (engine) => {
  it('deletes enquiries 24 months after their last change and spam after 30 days, with history and outbox rows; keeps those just inside and the audit trail', async () => {
    const t = await setup(engine);
    const now = new Date('2027-03-15T10:00:00Z');
    const cutoff = monthsBefore(now, 24);
    const outside = await enquiry(t, new Date(cutoff.getTime() - MINUTE));
    const inside = await enquiry(t, new Date(cutoff.getTime() + MINUTE));
    // Received long ago, but a note a minute inside the period is its last change.
    const noted = await enquiry(t, new Date('2024-01-01T00:00:00Z'));
    await changeSubmission(t.db, 'enquiry', noted, { note: 'Called back' }, OPERATOR, new Date(cutoff.getTime() + MINUTE));
    const notedLong = await enquiry(t, new Date('2024-01-01T00:00:00Z'));
    await changeSubmission(
      t.db,
      'enquiry',
      notedLong,
      { note: 'Called back', status: 'archived' },
      OPERATOR,
      new Date(cutoff.getTime() - MINUTE),
    );
    const spamOld = await enquiry(t, new Date(now.getTime() - 30 * DAY - MINUTE), true);
    const spamNew = await enquiry(t, new Date(now.getTime() - 30 * DAY + MINUTE), true);
    const { auditEvents, submissionEvents, emailOutbox, submissions } = t.db.tables;
    await t.db.insert(auditEvents).values({ at: now, actor: 'operator', action: 'view', subjectKind: 'enquiry', subjectId: notedLong });
    const idsOf = async (numbers: number[]) =>
      (await t.db.select({ id: submissions.id }).from(submissions).where(inArray(submissions.number, numbers))).map((row) => row.id);
    const goneIds = await idsOf([outside, notedLong]);

    const plan = await planRetention(targetOf(t), now);
    expect(plan.submissions.map(({ number, why }) => ({ number, why }))).toEqual([
      { number: outside, why: 'enquiry-last-change' },
      { number: notedLong, why: 'enquiry-last-change' },
      { number: spamOld, why: 'spam' },
    ]);
    // A dry run deletes nothing.
    expect(await numbersOf(t, 'enquiry')).toHaveLength(6);

    const report = await runRetention(targetOf(t), now);
    expect(report.submissions).toEqual(plan.submissions);
    expect(await numbersOf(t, 'enquiry')).toEqual([inside, noted, spamNew].sort((a, b) => a - b));
    expect(await t.db.select().from(submissionEvents).where(inArray(submissionEvents.submissionId, goneIds))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(inArray(emailOutbox.submissionId, goneIds))).toEqual([]);
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.subjectId, notedLong))).toHaveLength(1);
    // Safe to repeat, even two at once (instances of the site).
    const again = await Promise.all([runRetention(targetOf(t), now), runRetention(targetOf(t), now)]);
    expect(again.map((r) => r.submissions)).toEqual([[], []]);
  });

  it('deletes applications 6 months after their job closed or they were rejected, with their CV files; keeps one still open', async () => {
    const t = await setup(engine);
    // product-designer closes on 2027-01-31: it is open on 2026-12-01.
    const now = new Date('2026-12-01T00:00:00Z');
    const rejectedOld = await application(t, new Date('2026-05-01T00:00:00Z'));
    await changeSubmission(t.db, 'application', rejectedOld.id, { status: 'rejected' }, OPERATOR, new Date('2026-05-31T23:59:00Z'));
    const rejectedNew = await application(t, new Date('2026-05-01T00:00:00Z'));
    await changeSubmission(t.db, 'application', rejectedNew.id, { status: 'rejected' }, OPERATOR, new Date('2026-06-01T00:01:00Z'));
    const open = await application(t, new Date('2026-01-01T00:00:00Z'));
    await changeSubmission(
      t.db,
      'application',
      open.id,
      { status: 'interview', note: 'Strong portfolio' },
      OPERATOR,
      new Date('2026-02-01T00:00:00Z'),
    );

    const report = await runRetention(targetOf(t), now);
    expect(report.submissions).toMatchObject([{ kind: 'application', number: rejectedOld.id, why: 'application-rejected' }]);
    expect(await kept(t, rejectedOld.file)).toBe(false);
    expect(await kept(t, rejectedNew.file)).toBe(true);
    expect(await kept(t, open.file)).toBe(true);
    expect(await numbersOf(t, 'application')).toEqual([rejectedNew.id, open.id]);

    // The position's first closed moment is 2027-02-01T00:00Z: six months later the open one is due, not a minute before.
    const before = await planRetention(targetOf(t), new Date('2027-07-31T23:59:00Z'));
    expect(before.submissions.map(({ number, why }) => ({ number, why }))).toEqual([
      { number: rejectedNew.id, why: 'application-rejected' },
    ]);
    const closed = await runRetention(targetOf(t), new Date('2027-08-01T00:00:00Z'));
    expect(closed.submissions.map(({ number, why }) => ({ number, why }))).toEqual([
      { number: rejectedNew.id, why: 'application-rejected' },
      { number: open.id, why: 'application-job-closed' },
    ]);
    for (const { file } of [rejectedOld, rejectedNew, open]) expect(await kept(t, file)).toBe(false);
    expect(await t.db.select().from(t.db.tables.submissionEvents)).toEqual([]);
  });

  it('logs a CV file it cannot delete and deletes the rows all the same', async () => {
    const t = await setup(engine);
    const stuck = await application(t, new Date('2026-01-01T00:00:00Z'), 'no-longer-listed');
    // A store that cannot delete, as a read-only disk or a database refusing the statement.
    const target = targetOf(t);
    const report = await runRetention(
      { ...target, cvs: { ...target.cvs, remove: () => Promise.reject(new Error('EROFS: read-only file system')) } },
      new Date('2026-08-01T00:00:00Z'),
    );
    expect(report.submissions).toMatchObject([{ number: stuck.id, why: 'application-received' }]);
    expect(report.filesLeft).toBe(1);
    expect(await numbersOf(t, 'application')).toEqual([]);
    expect(t.logs.some((line) => line.level === 'warn' && line.msg.includes(`the CV of application #${stuck.id}`))).toBe(true);
  });

  it('deletes a record’s mail with it and unmatched mail 30 days after it arrived, with their attachments’ files; keeps younger unmatched mail', async () => {
    const t = await setup(engine);
    const now = new Date('2027-03-15T10:00:00Z');
    const number = await enquiry(t, monthsBefore(new Date(now.getTime() - DAY), 24));
    const pdf = samplePdf();
    const answer = await saveInboundMail(t, {
      on: { kind: 'enquiry', number },
      from: VALID_ENQUIRY.email,
      receivedAt: monthsBefore(now, 25),
      attachments: [
        { name: 'brief.pdf', bytes: pdf },
        { name: 'video.mov', bytes: null },
      ],
    });
    const old = await saveInboundMail(t, {
      from: 'stranger@example.org',
      receivedAt: new Date(now.getTime() - 30 * DAY),
      attachments: [{ name: 'old.pdf', bytes: pdf }],
    });
    const young = await saveInboundMail(t, {
      from: 'stranger@example.org',
      receivedAt: new Date(now.getTime() - 30 * DAY + MINUTE),
      attachments: [{ name: 'young.pdf', bytes: pdf }],
    });

    expect((await planRetention(targetOf(t), now)).unmatchedMail).toBe(1);
    const report = await runRetention(targetOf(t), now);
    expect(report).toMatchObject({ submissions: [{ kind: 'enquiry', number }], unmatchedMail: 1, filesLeft: 0 });
    const { inboundMail, inboundAttachments } = t.db.tables;
    expect((await t.db.select({ id: inboundMail.id }).from(inboundMail)).map((row) => row.id)).toEqual([young.id]);
    expect((await t.db.select({ name: inboundAttachments.name }).from(inboundAttachments)).map((row) => row.name)).toEqual(['young.pdf']);
    for (const file of [...answer.files, ...old.files]) expect(await kept(t, file)).toBe(false);
    expect(await kept(t, young.files[0]!)).toBe(true);

    // The period is the configuration's: RETENTION_UNMATCHED_DAYS.
    await runRetention(targetOf(t, { ...DEFAULT_RETENTION, unmatchedDays: 29 }), now);
    expect(await t.db.select().from(inboundMail)).toEqual([]);
    expect(await kept(t, young.files[0]!)).toBe(false);
  });

  it('forgets a sent email’s message, deletes .eml files after 30 days and web-vitals samples after 13 months', async () => {
    const t = await setup(engine);
    const { emailOutbox, webVitals } = t.db.tables;
    const [row] = await t.db
      .insert(emailOutbox)
      .values({
        kind: 'invitation',
        nextAttemptAt: new Date(),
        message: { from: 'website@northbeam.test', to: 'new@northbeam.test', subject: 'Invitation', text: 'Your link' },
      })
      .returning({ id: emailOutbox.id });
    const worker = startTestWorker(t, { retry: { baseDelayMs: 40, maxDelayMs: 200, maxAttempts: 5 }, pollMs: 20 });
    try {
      await until(
        async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id)))[0]?.status === 'sent',
        'the invitation sent',
      );
    } finally {
      await worker.stop();
    }
    const [sent] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(sent).toMatchObject({ status: 'sent', message: null });

    const now = new Date();
    const { outboxDir } = targetOf(t);
    const written = readdirSync(outboxDir);
    expect(written).toHaveLength(1);
    const old = join(outboxDir, 'enquiry-1.eml');
    writeFileSync(old, 'Subject: old');
    const oldTime = new Date(now.getTime() - 30 * DAY - MINUTE);
    utimesSync(old, oldTime, oldTime);

    const sample = { id: 'v1-1', path: '/en', name: 'LCP' as const, value: 1200 };
    await saveVitals(t.db, [sample], new Date(monthsBefore(now, 13).getTime() - MINUTE));
    await saveVitals(t.db, [{ ...sample, id: 'v1-2' }], new Date(monthsBefore(now, 13).getTime() + MINUTE));

    const plan = await planRetention(targetOf(t), now);
    expect(plan).toMatchObject({ emailFiles: ['enquiry-1.eml'], vitals: 1 });
    const report = await runRetention(targetOf(t), now);
    expect(report).toMatchObject({ emailFiles: ['enquiry-1.eml'], vitals: 1 });
    expect(readdirSync(outboxDir)).toEqual(written);
    expect((await t.db.select().from(webVitals)).map((v) => v.measurementId)).toEqual(['v1-2']);
    // The row and its delivery record stay.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id))).toHaveLength(1);
  });

  it('deletes the erasure log’s entries once they are older than the backups kept, and keeps younger ones', async () => {
    const t = await setup(engine);
    const { erasureLog } = t.db.tables;
    const now = new Date('2026-12-05T03:00:00Z');
    const at = (daysAgo: number, minutes = 0) => new Date(now.getTime() - daysAgo * DAY + minutes * MINUTE);
    await t.db.insert(erasureLog).values([
      { addressHash: 'a'.repeat(64), erasedAt: at(45) },
      { addressHash: 'b'.repeat(64), erasedAt: at(30, -1) },
      { addressHash: 'c'.repeat(64), erasedAt: at(30, 1) },
      { addressHash: 'd'.repeat(64), erasedAt: at(2) },
    ]);
    expect((await planRetention(targetOf(t), now)).erasures).toBe(2);
    expect((await runRetention(targetOf(t), now)).erasures).toBe(2);
    const left = await t.db.select({ hash: erasureLog.addressHash }).from(erasureLog).orderBy(erasureLog.erasedAt);
    expect(left.map((entry) => entry.hash[0])).toEqual(['c', 'd']);
    // The period is the configured one.
    expect((await runRetention(targetOf(t, { ...DEFAULT_RETENTION, backupDays: 7 }), now)).erasures).toBe(1);
  });
});

describe('the privacy policy', () => {
  /** The retention section's text of the policy page in `lang`, spaces made plain. */
  async function retentionText(env: Record<string, string>, lang: 'en' | 'ru'): Promise<string> {
    const t = await setup('sqlite', env);
    const res = await request(t.app).get(`/${lang}/privacy-policy`);
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/\{\w+(Days|Months)\}/);
    const $ = load(res.text);
    return [$('#information-collected').parent().text(), $('#retention').parent().text(), $('#your-rights').parent().text()]
      .join(' ')
      .replace(/\s+/g, ' ');
  }

  it('prints the configured periods, in both languages', async () => {
    const defaults = await retentionText({}, 'en');
    expect(defaults).toContain('deleted automatically 30 days after they arrive');
    expect(defaults).toContain('24 months after the inquiry last changed');
    expect(defaults).toContain('6 months after the position closes');
    expect(defaults).toContain('13 months; older ones are deleted automatically');
    expect(defaults).toContain('is deleted after 30 days; the record that an email was sent');
    expect(defaults).toContain('delete each backup 30 days after it was made');
    expect(defaults).toContain('we keep a record of the erasure for 30 days');
    expect(defaults).toContain('Copies in our backups are deleted with the backups, within 30 days');
    expect(defaults).toContain('then deletes it from the mailbox');
    expect(defaults).toContain('a message that answers none is deleted 30 days after it arrives');

    const changed = {
      RETENTION_SPAM_DAYS: '21',
      RETENTION_ENQUIRY_MONTHS: '36',
      RETENTION_APPLICATION_MONTHS: '3',
      RETENTION_VITALS_MONTHS: '1',
      RETENTION_EMAIL_DAYS: '14',
      RETENTION_BACKUP_DAYS: '21',
      RETENTION_UNMATCHED_DAYS: '45',
    };
    const en = await retentionText(changed, 'en');
    expect(en).toContain('deleted automatically 21 days after they arrive');
    expect(en).toContain('36 months after the inquiry last changed');
    expect(en).toContain('3 months after the position closes');
    expect(en).toContain('1 month; older ones are deleted automatically');
    expect(en).toContain('is deleted after 14 days; the record that an email was sent');
    expect(en).toContain('delete each backup 21 days after it was made');
    expect(en).toContain('we keep a record of the erasure for 21 days');
    expect(en).toContain('Copies in our backups are deleted with the backups, within 21 days');
    expect(en).toContain('a message that answers none is deleted 45 days after it arrives');
    const ru = await retentionText(changed, 'ru');
    expect(ru).toContain('удаляются автоматически через 21 день после получения');
    expect(ru).toContain('36 месяцев после последнего изменения заявки');
    expect(ru).toContain('3 месяца после закрытия вакансии');
    expect(ru).toContain('1 месяц, после чего удаляются автоматически');
    expect(ru).toContain('удаляется через 14 дней; запись о том');
    expect(ru).toContain('удаляем каждую копию через 21 день после того, как она сделана');
    expect(ru).toContain('мы 21 день храним запись об этом');
    expect(ru).toContain('не позже чем через 21 день');
    expect(ru).toContain('затем удаляет его из ящика');
    expect(ru).toContain('удаляется через 45 дней после получения');
  });
});

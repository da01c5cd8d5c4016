import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { remindOfUnanswered } from '../../../desk/promise/reply-reminders';
import { saveApplicationFrom, saveEnquiry } from '../../support/stored-submissions';
import { staffSession } from '../../support/staff-accounts';
import { appsClosedAfterEach, ENGINES } from '../../support/engines';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { markReplied } from '../../../submissions/reply-waits';
import { rowOf } from '../../../submissions/submission-store';
import { storeAnswer } from '../../support/inbound-answers';

const HOUR = 60 * 60_000;
const MAIL = { siteUrl: TEST_SITE_URL, mailFrom: 'website@northbeam.test' };

const setup = appsClosedAfterEach();

/** An enquiry received `hoursAgo` hours ago. */
const received = async (t: TestApp, hoursAgo: number, name = 'Maya Fischer') =>
  (
    await saveEnquiry(
      t.db,
      { ...VALID_ENQUIRY, name, budget: undefined, privacy: true, locale: 'en' },
      { now: new Date(Date.now() - hoursAgo * HOUR) },
    )
  ).id;

/** `hours` hours ago. */
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** A staff reply to enquiry `number` at `at`, as the desk's ends its wait (submissions/reply-waits.ts). */
const replied = (t: TestApp, number: number, at: Date) =>
  t.db.transaction(async (tx) => {
    const row = (await rowOf(tx, t.db, 'enquiry', number))!;
    await markReplied(tx, t.db, row, 'replied', { id: null, name: 'operator' }, at);
  });

/** A Friday noon, UTC: the desk's clock in the record pages' test. */
const FRIDAY_NOON = new Date('2026-12-04T12:00:00Z');

/** An application received at `at`. */
const applied = async (t: TestApp, at: string, name: string) => (await saveApplicationFrom(t.db, name, { now: new Date(at) })).id;

/** A page's text as read, its tags dropped and its spaces (no-break ones too) made plain. */
const readText = (html: string) => html.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');

afterEach(() => {
  vi.useRealTimers();
});

const reminders = (t: TestApp) => t.db.select().from(t.db.tables.emailOutbox).where(eq(t.db.tables.emailOutbox.kind, 'reminder'));

describe.each(ENGINES)('the 24-hour promise on %s', (engine) => {
  it('lists 20 waiting enquiries and links to the rest', async () => {
    const t = await setup(engine);
    const { cookie } = await staffSession(t.db, 'sales');
    for (let i = 0; i < 22; i++) await received(t, 22 - i, `Waiting ${i}`);
    const page = await request(t.app).get('/staff?ui=en').set('Cookie', cookie);
    const waiting = page.text.slice(0, page.text.indexOf(`>${DESK_TEXTS.en.promise.stats}<`));
    expect(waiting).toContain('>Waiting 19<');
    expect(waiting).not.toContain('>Waiting 20<');
    expect(waiting).toContain(`<a href="/staff?ui=en&amp;status=new">${DESK_TEXTS.en.promise.more.replace('{count}', '2')}</a>`);
  });

  it('sends one reminder 20 hours after an enquiry arrived unanswered: to its assignee, else to every sales account, in their language', async () => {
    const t = await setup(engine);
    const { account: anna } = await staffSession(t.db, 'sales', { email: 'anna@northbeam.test', lang: 'ru' });
    await staffSession(t.db, 'sales', { email: 'ben@northbeam.test', lang: 'en' });
    await staffSession(t.db, 'admin', { email: 'admin@northbeam.test' });
    const fresh = await received(t, 19);
    const unassigned = await received(t, 21, 'Unassigned Person');
    const assigned = await received(t, 22, 'Assigned Person');
    await t.db.update(t.db.tables.submissions).set({ assigneeId: anna.id }).where(eq(t.db.tables.submissions.number, assigned));

    expect(await remindOfUnanswered(t.db, MAIL)).toBe(2);
    // Every instance may look, as often as it likes: still one reminder each.
    expect(await Promise.all([remindOfUnanswered(t.db, MAIL), remindOfUnanswered(t.db, MAIL)])).toEqual([0, 0]);
    const rows = await reminders(t);
    expect(rows).toHaveLength(2);
    const about = async (number: number) => {
      const [submission] = await t.db.select().from(t.db.tables.submissions).where(eq(t.db.tables.submissions.number, number));
      return rows.find((row) => row.submissionId === submission!.id)?.message;
    };
    expect(await about(fresh)).toBeUndefined();
    const toAnna = (await about(assigned))!;
    expect(toAnna.to).toBe('anna@northbeam.test');
    expect(toAnna.text).toContain(DESK_TEXTS.ru.reminderEmail.assigned);
    expect(toAnna.text).toContain(`${TEST_SITE_URL}/staff/enquiries/${assigned}?ui=ru`);
    expect(toAnna.text).not.toContain(VALID_ENQUIRY.project);
    const toSales = (await about(unassigned))!;
    expect(toSales.to.split(', ').sort()).toEqual(['anna@northbeam.test', 'ben@northbeam.test']);
    expect(toSales.subject).toMatch(/^Reply due: enquiry #\d+ has [23] hr( \d+ min)? left$/);
    expect(toSales.text).toContain(DESK_TEXTS.en.reminderEmail.unassigned);
    expect(toSales.text).toContain(DESK_TEXTS.ru.reminderEmail.unassigned);

    // Answered or archived, nothing more is sent; a new one later gets its own.
    const later = await received(t, 20.5, 'Later Person');
    await t.db.update(t.db.tables.submissions).set({ status: 'archived' }).where(eq(t.db.tables.submissions.number, later));
    expect(await remindOfUnanswered(t.db, MAIL)).toBe(0);
  });

  it('says in a reminder sent after the 24 hours are over (the site was down) how late the enquiry is, in both languages', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_NOON });
    const t = await setup(engine);
    const { account: anna } = await staffSession(t.db, 'sales', { email: 'anna@northbeam.test', lang: 'ru' });
    await staffSession(t.db, 'sales', { email: 'ben@northbeam.test', lang: 'en' });
    const toBoth = await received(t, 27, 'Unassigned Person');
    const toAnna = await received(t, 30 + 1 / 6, 'Assigned Person');
    await t.db.update(t.db.tables.submissions).set({ assigneeId: anna.id }).where(eq(t.db.tables.submissions.number, toAnna));

    expect(await remindOfUnanswered(t.db, MAIL)).toBe(2);
    const rows = await reminders(t);
    const about = async (number: number) => {
      const [submission] = await t.db.select().from(t.db.tables.submissions).where(eq(t.db.tables.submissions.number, number));
      return rows.find((row) => row.submissionId === submission!.id)!.message!;
    };
    // Spaces plain: the durations and the Russian texts carry no-break ones.
    const both = await about(toBoth);
    expect(readText(both.subject)).toBe(`Reply overdue: enquiry #${toBoth} is 3 hr late`);
    expect(readText(both.text)).toContain(
      'arrived 27 hr ago and has no reply yet. The site promises one within 24 hours: it is 3 hr late.',
    );
    expect(readText(both.text)).toContain(
      'пришла 27 ч назад, и ответа на неё ещё нет. Сайт обещает ответить в течение 24 часов: срок прошёл 3 ч назад.',
    );
    const russian = await about(toAnna);
    expect(readText(russian.subject)).toBe(`Ответ по заявке ${toAnna} просрочен на 6 ч 10 мин`);
    expect(russian.text).not.toMatch(/осталось|left/);
  });

  it('shows on the enquiries page who waits, overdue first with how late, and how the promise was kept over 30 and 90 days', async () => {
    const t = await setup(engine);
    const { cookie } = await staffSession(t.db, 'sales');
    const late = await received(t, 27, 'Late Person');
    await received(t, 5, 'Recent Person');
    // Answered in 2 hours, 10 days ago; answered in 30 hours, 40 days ago.
    for (const [hoursAgo, waited, name] of [
      [240, 2, 'Quick Answer'],
      [960, 30, 'Slow Answer'],
    ] as const) {
      const number = await received(t, hoursAgo, name);
      await replied(t, number, ago(hoursAgo - waited));
    }
    const page = await request(t.app).get('/staff?ui=en').set('Cookie', cookie);
    expect(page.status).toBe(200);
    const text = page.text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    const waiting = text.slice(text.indexOf(DESK_TEXTS.en.promise.waiting), text.indexOf(DESK_TEXTS.en.promise.stats));
    expect(waiting.indexOf('Late Person')).toBeLessThan(waiting.indexOf('Recent Person'));
    expect(waiting).toMatch(/Late Person 3 hr( \d+ min)? late/);
    expect(waiting).toMatch(/Recent Person 1[89] hr( \d+ min)? left/);
    expect(page.text).toContain(`href="/staff/enquiries/${late}?ui=en"`);
    // Every open enquiry in the list says it too; an answered one does not.
    const list = text.slice(text.indexOf(DESK_TEXTS.en.open));
    expect(list).toMatch(/Late Person 3 hr( \d+ min)? late/);
    expect(list).not.toMatch(/Quick Answer \d+ hr/);
    // 30 days: the quick answer and the late one (unanswered after 24 hours): median 2 hr, half kept.
    expect(text).toContain('Last 30 days 2 hr 2 hr 1 of 2 (50%) 2');
    // 90 days: the slow one too.
    expect(text).toContain('Last 90 days 2 hr 30 hr 1 of 3 (33%) 3');
  });

  it('says how many of how many enquiries the promise was kept for, not a bare percentage, in both languages', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_NOON });
    const t = await setup(engine);
    const { cookie: en } = await staffSession(t.db, 'sales');
    const { cookie: ru } = await staffSession(t.db, 'sales', { lang: 'ru' });
    // One enquiry, unanswered for 30 hours: counted, and not kept.
    await received(t, 30);
    const stats = async (ui: 'en' | 'ru', cookie: string) => {
      const html = (await request(t.app).get(`/staff?ui=${ui}`).set('Cookie', cookie)).text;
      const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      return text.slice(text.indexOf(readText(DESK_TEXTS[ui].promise.stats)));
    };
    expect(await stats('en', en)).toContain('Last 30 days none yet none yet 0 of 1 (0%) 1');
    expect(await stats('ru', ru)).toContain('Последние 30 дней пока нет пока нет 0 из 1 (0 %) 1');
  });

  it("counts again from the sender's answer: back to new, the time left from the answer, a reminder for the new wait, both waits in the figures", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_NOON });
    const t = await setup(engine);
    const { cookie } = await staffSession(t.db, 'sales');
    const number = await received(t, 70, 'Answering Person');
    await received(t, 22, 'Recent Person');
    // Its first wait: reminded of at 20 hours, replied to at 22.
    expect(await remindOfUnanswered(t.db, MAIL, ago(49.5))).toBe(1);
    await replied(t, number, ago(48));

    await storeAnswer(t, { kind: 'enquiry', number }, { id: 'answer-1', at: ago(21) });
    // A second message before any reply does not move the clock: the studio owes an answer since the first.
    await storeAnswer(t, { kind: 'enquiry', number }, { id: 'answer-2', at: ago(2) });
    const record = readText((await request(t.app).get(`/staff/enquiries/${number}?ui=en`).set('Cookie', cookie)).text);
    expect(record).toContain('StatusNew · 3 hr left (Reply due Dec 4, 2026, 03:00 PM UTC; promised within 24 hours)');
    const inbox = readText((await request(t.app).get('/staff?ui=en').set('Cookie', cookie)).text);
    // Ordered by when each began to wait, in the panel and the list: the enquiry that came in after it is due first.
    const panel = inbox.slice(inbox.indexOf(DESK_TEXTS.en.promise.waiting), inbox.indexOf(DESK_TEXTS.en.promise.stats));
    expect(panel).toMatch(/Recent Person 2 hr left.*Answering Person 3 hr left/);
    expect(inbox.slice(inbox.indexOf(DESK_TEXTS.en.open))).toMatch(/Recent Person.*2 hr left.*Answering Person.*3 hr left/);
    const { submissionEvents } = t.db.tables;
    const history = await t.db.select().from(submissionEvents).where(eq(submissionEvents.kind, 'status'));
    expect(history.map(({ detail, actor, actorId, at }) => ({ detail, actor, actorId, at }))).toEqual([
      { detail: 'replied', actor: 'operator', actorId: null, at: ago(48) },
      { detail: 'new', actor: 'jane@example.org', actorId: null, at: ago(21) },
    ]);

    // One reminder per wait: the answer's, 20 hours on, once (and the other enquiry's first).
    expect(await remindOfUnanswered(t.db, MAIL)).toBe(2);
    expect(await remindOfUnanswered(t.db, MAIL)).toBe(0);
    const sent = (await reminders(t)).map((row) => readText(row.message!.text)).filter((text) => text.includes(`#${number} `));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain(
      `A new message on enquiry #${number} arrived 21 hr ago and has no reply yet. The site promises one within 24 hours: 3 hr left.`,
    );

    await replied(t, number, ago(0));
    const page = (await request(t.app).get('/staff?ui=en').set('Cookie', cookie)).text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(page).not.toContain('Answering Person 3 hr left');
    // Both waits: 22 hours to the first reply, 21 to the second.
    expect(page).toContain('Last 30 days 21 hr 22 hr 2 of 2 (100%) 2');
  });

  it("shows on a record's page, beside its status and in its reply's heading, the time left or how late it is and when it is due in the reader's zone: 24 hours for an enquiry, 5 business days for an application", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: FRIDAY_NOON });
    const t = await setup(engine);
    const zone = { timeZone: 'America/Denver' };
    const { cookie: en } = await staffSession(t.db, 'admin', zone);
    const { cookie: ru } = await staffSession(t.db, 'admin', { ...zone, lang: 'ru' });
    const onTime = await received(t, 5, 'On Time');
    const late = await received(t, 27 + 1 / 6, 'Late Person');
    // Friday 10:00 is due the next Friday; Saturday's 09:00 on Friday too, the weekend not counted.
    const fresh = await applied(t, '2026-12-04T10:00:00Z', 'Fresh Applicant');
    const overdue = await applied(t, '2026-11-28T09:00:00Z', 'Overdue Applicant');
    const page = async (path: string, cookie: string) => {
      const res = await request(t.app).get(path).set('Cookie', cookie);
      expect(res.status).toBe(200);
      return { html: res.text, text: readText(res.text) };
    };

    const enquiry = await page(`/staff/enquiries/${onTime}?ui=en`, en);
    expect(enquiry.text).toContain('StatusNew · 19 hr left (Reply due Dec 5, 2026, 12:00 AM GMT-7 (Denver); promised within 24 hours)');
    expect(enquiry.text).toContain('Reply by email · 19 hr left');
    expect(enquiry.html).toContain('<time dateTime="2026-12-05T07:00:00.000Z">');
    expect(enquiry.html).not.toContain('desk-due--late');
    const inRussian = await page(`/staff/enquiries/${onTime}?ui=ru`, ru);
    expect(inRussian.text).toContain(
      'СтатусНовая · осталось 19 ч (Ответить до 5 дек. 2026 г., 00:00 GMT-7 (Денвер); обещан ответ в течение 24 часов)',
    );
    expect(inRussian.text).toContain('Ответ по почте · осталось 19 ч');

    // Late: said in words, and marked (red) beside the status and in the heading.
    const overdueEnquiry = await page(`/staff/enquiries/${late}?ui=en`, en);
    expect(overdueEnquiry.text).toContain(
      'StatusNew · 3 hr 10 min late (Reply due Dec 4, 2026, 01:50 AM GMT-7 (Denver); promised within 24 hours)',
    );
    expect(overdueEnquiry.html.match(/<strong class="desk-due desk-due--late">3 hr 10 min late<\/strong>/g)).toHaveLength(2);
    expect((await page(`/staff/enquiries/${late}?ui=ru`, ru)).text).toContain('Ответ по почте · просрочено на 3 ч 10 мин');

    const application = await page(`/staff/applications/${fresh}?ui=en`, en);
    expect(application.text).toContain(
      'StageNew · 6 days 22 hr left (Reply due Dec 11, 2026, 03:00 AM GMT-7 (Denver); promised within 5 business days)',
    );
    expect((await page(`/staff/applications/${fresh}?ui=ru`, ru)).text).toContain(
      'ЭтапНовый · осталось 6 дн. 22 ч (Ответить до 11 дек. 2026 г., 03:00 GMT-7 (Денвер); обещан ответ в течение 5 рабочих дней)',
    );
    const overdueApplication = await page(`/staff/applications/${overdue}?ui=en`, en);
    expect(overdueApplication.text).toContain(
      'StageNew · 3 hr late (Reply due Dec 4, 2026, 02:00 AM GMT-7 (Denver); promised within 5 business days)',
    );
    expect(overdueApplication.html).toContain('<strong class="desk-due desk-due--late">3 hr late</strong>');

    // Answered, the clock stops: no time left, no due time.
    await t.db
      .update(t.db.tables.submissions)
      .set({ status: 'replied', firstReplyAt: FRIDAY_NOON })
      .where(and(eq(t.db.tables.submissions.kind, 'enquiry'), eq(t.db.tables.submissions.number, late)));
    const answered = await page(`/staff/enquiries/${late}?ui=en`, en);
    expect(answered.text).not.toContain(DESK_TEXTS.en.promise.due);
    expect(answered.html).not.toContain('desk-due');
  });
});

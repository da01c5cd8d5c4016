import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appsClosedAfterEach, ENGINES } from '../../support/engines';
import { staffSession } from '../../support/staff-accounts';
import { saveApplicationFrom, saveEnquiry } from '../../support/stored-submissions';
import { TEST_SITE_URL, type TestApp } from '../../support/test-app';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../../shared/submissions/texts/kind-texts';

const TOKEN = 'staff-token-for-tests-0123456789';

const setup = appsClosedAfterEach({ STAFF_TOKEN: TOKEN });

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[ \t\r\n]+/g, ' ');

/** A signed-in member of staff: desk pages and forms, and the staff API with the session. */
function as(t: TestApp, cookie: string) {
  return {
    page: (path: string) => request(t.app).get(path).set('Cookie', cookie),
    form: (path: string, body: Record<string, string>) =>
      request(t.app).post(path).set({ Cookie: cookie, Origin: TEST_SITE_URL }).type('form').send(body),
    get: (path: string) => request(t.app).get(path).set('Cookie', cookie),
    patch: (path: string, body: object) => request(t.app).patch(path).set({ Cookie: cookie, Origin: TEST_SITE_URL }).send(body),
  };
}

const token = (t: TestApp) => ({
  get: (path: string) => request(t.app).get(path).set('Authorization', `Bearer ${TOKEN}`),
  patch: (path: string, body: object) => request(t.app).patch(path).set('Authorization', `Bearer ${TOKEN}`).send(body),
});

const newEnquiry = async (t: TestApp, name: string) =>
  (await saveEnquiry(t.db, { ...VALID_ENQUIRY, name, budget: undefined, privacy: true, locale: 'en' })).id;

const newApplication = async (t: TestApp, name: string) => (await saveApplicationFrom(t.db, name)).id;

const ids = (body: { items: { id: number }[] }) => body.items.map((item) => item.id);

describe.each(ENGINES)('assignment on %s', (engine) => {
  it('assigns an enquiry to a person whose role reaches it, or to nobody, from its page and the API, and lists what is mine', async () => {
    const t = await setup(engine);
    const first = await newEnquiry(t, 'Olga Baker');
    const second = await newEnquiry(t, 'Ivan Petrov');
    const ann = await staffSession(t.db, 'sales', { email: 'ann@northbeam.test' });
    const bob = await staffSession(t.db, 'sales', { email: 'bob@northbeam.test', name: 'Bob Reyes' });
    const rita = await staffSession(t.db, 'recruiting', { email: 'rita@northbeam.test' });
    const admin = await staffSession(t.db, 'admin', { email: 'admin@northbeam.test' });
    const annDesk = as(t, ann.cookie);

    // The select offers the people whose role reaches enquiries, by name (the address until they give one): never a recruiter.
    const page = await annDesk.page(`/staff/enquiries/${first}?ui=en`);
    expect(page.text).toMatch(/<label for="desk-assignee">/);
    expect(page.text).toContain(`<option value="${bob.account.id}">Bob Reyes</option>`);
    expect(page.text).toContain(`<option value="${admin.account.id}">admin@northbeam.test</option>`);
    expect(page.text).toContain(`ann@northbeam.test (${DESK_TEXTS.en.accounts.you})`);
    expect(page.text).not.toContain('rita@northbeam.test');

    const assigned = await annDesk.form(`/staff/enquiries/${first}/assignee?ui=en`, { assignee: String(bob.account.id) });
    expect([assigned.status, assigned.headers.location]).toEqual([303, `/staff/enquiries/${first}?ui=en`]);
    const after = text((await annDesk.page(`/staff/enquiries/${first}?ui=en`)).text);
    expect(after).toContain(`${DESK_TEXTS.en.detail.events.assign.replace('{person}', 'Bob Reyes')} (by ann@northbeam.test, you)`);

    // Who wrote a note is named too: Bob by his name, to Ann and to himself.
    expect((await as(t, bob.cookie).form(`/staff/enquiries/${first}?ui=en`, { note: 'Calling her tomorrow.' })).status).toBe(303);
    const { note } = DESK_TEXTS.en.detail.conversation;
    expect(text((await annDesk.page(`/staff/enquiries/${first}?ui=en`)).text)).toContain(`Bob Reyes · ${note}`);
    expect(text((await as(t, bob.cookie).page(`/staff/enquiries/${first}?ui=en`)).text)).toContain(`Bob Reyes (you) · ${note}`);

    // Bob's "mine": his enquiry, with him by name in the assignee column; Ann's is empty.
    const bobs = await as(t, bob.cookie).page('/staff?ui=en&mine=1');
    expect(text(bobs.text)).toContain('Olga Baker');
    expect(text(bobs.text)).not.toContain('Ivan Petrov');
    expect(bobs.text).toMatch(/<a href="\/staff\?ui=en&amp;mine=1" aria-current="page">/);
    expect(text(bobs.text)).toContain(`Bob Reyes (${DESK_TEXTS.en.accounts.you})`);
    expect(text((await annDesk.page('/staff?ui=en&mine=1')).text)).toContain(DESK_TEXTS.en.empty);
    const everyone = text((await annDesk.page('/staff?ui=en')).text);
    expect(everyone).toContain('Olga Baker');
    expect(everyone).toContain('Ivan Petrov');
    expect(everyone).toContain(DESK_TEXTS.en.columns.assignee);
    expect(ids((await as(t, bob.cookie).get('/api/contacts?mine=1')).body)).toEqual([first]);
    expect((await as(t, bob.cookie).get('/api/contacts?mine=1&status=new')).body.counts).toEqual({
      new: 1,
      replied: 0,
      archived: 0,
      spam: 0,
    });
    // The token is no one: it has nothing of its own.
    expect((await token(t).get('/api/contacts?mine=1')).status).toBe(400);

    // A recruiter cannot have an enquiry, from the page or the API.
    const refused = await annDesk.form(`/staff/enquiries/${first}/assignee?ui=en`, { assignee: String(rita.account.id) });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(DESK_TEXTS.en.detail.assignInvalid);
    const viaApi = await token(t).patch(`/api/contacts/${second}`, { assignee: rita.account.id }).set('Accept-Language', 'ru');
    expect([viaApi.status, viaApi.body.error]).toEqual([400, DESK_TEXTS.ru.api.staffAssigneeInvalid]);
    expect((await token(t).patch(`/api/contacts/${second}`, { assignee: 'bob' })).status).toBe(400);

    const byApi = await as(t, admin.cookie).patch(`/api/contacts/${second}`, { assignee: ann.account.id });
    expect(byApi.body).toMatchObject({ assignee: { id: ann.account.id, email: 'ann@northbeam.test' } });
    const nobody = await token(t).patch(`/api/contacts/${second}`, { assignee: null });
    expect(nobody.body.assignee).toBeNull();
    expect(nobody.body.history.map(({ kind, detail, author }: Record<string, string>) => [kind, detail, author])).toEqual([
      ['assign', 'ann@northbeam.test', 'admin@northbeam.test'],
      ['assign', '', 'STAFF_TOKEN'],
    ]);
    expect(text((await annDesk.page(`/staff/enquiries/${second}?ui=en`)).text)).toContain(
      `${DESK_TEXTS.en.detail.events.unassigned} ${DESK_TEXTS.en.detail.byMachine}`,
    );

    const { auditEvents } = t.db.tables;
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'assign'));
    expect(audit.map((row) => [row.actor, row.subjectId, row.detail])).toEqual([
      ['ann@northbeam.test', first, 'bob@northbeam.test'],
      ['admin@northbeam.test', second, 'ann@northbeam.test'],
      ['STAFF_TOKEN', second, 'nobody'],
    ]);
  });

  it('gives applications to recruiters, never to sales', async () => {
    const t = await setup(engine);
    const id = await newApplication(t, 'Анна Смирнова');
    const rita = await staffSession(t.db, 'recruiting', { email: 'rita@northbeam.test' });
    const sam = await staffSession(t.db, 'sales', { email: 'sam@northbeam.test' });
    const desk = as(t, rita.cookie);
    expect((await desk.form(`/staff/applications/${id}/assignee`, { assignee: String(sam.account.id) })).status).toBe(400);
    expect((await desk.form(`/staff/applications/${id}/assignee`, { assignee: String(rita.account.id) })).status).toBe(303);
    expect(ids((await desk.get('/api/applications?mine=1')).body)).toEqual([id]);
    const list = await desk.page('/staff/applications?ui=en&mine=1');
    expect(text(list.text)).toContain('Анна Смирнова');
    expect(text(list.text)).toContain(`rita@northbeam.test (${DESK_TEXTS.en.accounts.you})`);
  });
});

describe.each(ENGINES)('application stages on %s', (engine) => {
  it('moves an application through its stages from its page, its list row and the API; notes and history as enquiries have', async () => {
    const t = await setup(engine);
    const id = await newApplication(t, 'Анна Смирнова');
    await newApplication(t, 'Maya Fischer');
    const { account, cookie } = await staffSession(t.db, 'recruiting', { lang: 'ru' });
    const desk = as(t, cookie);

    // Its page: the stages as buttons (every one but where it stands), in the desk's language.
    const page = await desk.page(`/staff/applications/${id}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script');
    const shown = text(page.text);
    expect(shown).toContain(`${KIND_TEXTS.application.ru.desk.status} ${KIND_TEXTS.application.ru.desk.statusOf.new}`);
    expect(shown).toContain(KIND_TEXTS.application.ru.desk.setStatus);
    for (const stage of ['screening', 'interview', 'offer', 'hired', 'rejected', 'spam'] as const)
      expect(page.text).toMatch(
        new RegExp(`<button[^>]* value="${stage}"[^>]*>${KIND_TEXTS.application.ru.desk.statusOf[stage]}</button>`),
      );
    expect(page.text).not.toContain('value="replied"');
    expect(page.text).not.toContain('value="archived"');

    const moved = await desk.form(`/staff/applications/${id}`, { status: 'interview' });
    expect([moved.status, moved.headers.location]).toEqual([303, `/staff/applications/${id}?ui=ru`]);
    // An enquiry's status is no stage: nothing changes.
    await desk.form(`/staff/applications/${id}`, { status: 'archived' });
    expect((await desk.form(`/staff/applications/${id}`, { note: 'Позвонила, собеседование в четверг.' })).status).toBe(303);
    const api = await token(t).patch(`/api/applications/${id}`, { status: 'offer', note: 'Offer sent.' });
    expect(api.status).toBe(200);
    expect(api.body).toMatchObject({ status: 'offer', notes: [{ text: 'Позвонила, собеседование в четверг.' }, { text: 'Offer sent.' }] });
    expect(api.body.history.map(({ kind, detail, author }: Record<string, string>) => [kind, detail, author])).toEqual([
      ['status', 'interview', account.email],
      ['note', 'Позвонила, собеседование в четверг.', account.email],
      ['status', 'offer', 'STAFF_TOKEN'],
      ['note', 'Offer sent.', 'STAFF_TOKEN'],
    ]);
    const history = text((await desk.page(`/staff/applications/${id}`)).text);
    expect(history).toContain(
      KIND_TEXTS.application.ru.desk.statusEvent.replace('{status}', KIND_TEXTS.application.ru.desk.statusOf.interview),
    );

    // The list: its tabs are the stages, with their counts; the filter takes a stage, the API refuses a status.
    const list = text((await desk.page('/staff/applications?ui=en&status=offer')).text);
    expect(list).toContain(`${KIND_TEXTS.application.en.desk.statusTabs.offer} 1`);
    expect(list).toContain(`${KIND_TEXTS.application.en.desk.statusTabs.new} 1`);
    expect(list).toContain('Анна Смирнова');
    expect(list).not.toContain('Maya Fischer');
    const counts = (await token(t).get('/api/applications')).body.counts;
    expect(counts).toEqual({ new: 1, screening: 0, interview: 0, offer: 1, hired: 0, rejected: 0, spam: 0 });
    const wrong = await token(t).patch(`/api/applications/${id}`, { status: 'replied' }).set('Accept-Language', 'en');
    expect([wrong.status, wrong.body.error]).toEqual([
      400,
      DESK_TEXTS.en.api.staffChangeShape.replace('{statuses}', 'new, screening, interview, offer, hired, rejected, spam'),
    ]);

    // The CSV has the stage, who has it and the notes.
    const csv = (await token(t).get('/api/applications?format=csv&status=offer')).text.replace(/^\uFEFF/, '');
    expect(csv.split('\n')[0]).toBe(
      '"id","createdAt","job","name","email","phone","portfolio","locale","consentVersion","consentAt","note","delivery","assignee","firstReplyAt","status","notes"',
    );
    // The notes are one cell, a line each.
    expect(csv).toMatch(new RegExp(`\n"${id}",[^\n]*,"","","offer","[^"]*Позвонила[^"]*\n[^"]*Offer sent\\."\n$`));
  });

  it('keeps the enquiry’s statuses for enquiries', async () => {
    const t = await setup(engine);
    const id = await newEnquiry(t, 'Olga Baker');
    expect((await token(t).patch(`/api/contacts/${id}`, { status: 'interview' })).status).toBe(400);
    expect((await token(t).patch(`/api/contacts/${id}`, { status: 'archived' })).body.status).toBe('archived');
    expect((await token(t).get('/api/contacts')).body.counts).toEqual({ new: 0, replied: 0, archived: 1, spam: 0 });
  });
});

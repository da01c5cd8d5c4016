import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { stagedUploads, storedCvNames } from '../../support/stored-cvs';
import type { Engine } from '../../../platform/database/open-database';
import { CONSENT } from '../../../shared/content/legal/consent-en';
import { en } from '../../../shared/i18n/en';
import { formatDate } from '../../../shared/i18n/format';
import type { Lang } from '../../../shared/i18n/langs';
import { ru } from '../../../shared/i18n/ru';
import { samplePdf } from '../../support/cv-samples';
import { databaseEnv, ENGINES } from '../../support/engines';
import { staffSession } from '../../support/staff-accounts';
import { storedApplications, storedEnquiries } from '../../support/stored-submissions';
import { createTestApp, outboxRows, type TestApp } from '../../support/test-app';
import { VALID_APPLICATION } from '../../support/valid-application';
import { VALID_ENQUIRY } from '../../support/valid-enquiry';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { KIND_TEXTS, type KindTextsName } from '../../../shared/submissions/texts/kind-texts';

const TOKEN = 'staff-token-for-consent-tests';
const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
/** Well inside every position's dates in the content. */
const NOW = new Date('2026-11-20T12:00:00Z');
/** A visitor's address as a proxy in front of the site reports it. */
const VISITOR = '203.0.113.7';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(engine: Engine, env: Record<string, string> = {}) {
  const t = await createTestApp(
    { STAFF_TOKEN: TOKEN, ...env, ...(await databaseEnv(engine)) },
    { submissionLimits: { enquiry: NO_LIMIT, application: NO_LIMIT }, clock: () => NOW },
  );
  cleanups.push(() => t.close());
  return t;
}

const withoutConsent = <T extends { consent: unknown }>({ consent: _, ...rest }: T) => rest;

/** The two forms: how each is sent, and how staff read what it stored. */
const FORMS = {
  enquiry: {
    send: (t: TestApp, fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
      request(t.app).post('/api/contact').set(headers).send(fields),
    valid: VALID_ENQUIRY as Record<string, unknown>,
    stored: (t: TestApp) => storedEnquiries(t.db),
    api: '/api/contacts',
    desk: '/staff/enquiries',
  },
  application: {
    send: (t: TestApp, fields: Record<string, unknown>, headers: Record<string, string> = {}) => {
      const req = request(t.app).post('/api/applications').set(headers);
      for (const [name, value] of Object.entries(fields)) req.field(name, String(value));
      return req.attach('cv', samplePdf(), { filename: 'Maya Fischer CV.pdf', contentType: 'application/pdf' });
    },
    valid: VALID_APPLICATION as Record<string, unknown>,
    stored: (t: TestApp) => storedApplications(t.db),
    api: '/api/applications',
    desk: '/staff/applications',
  },
} as const;

/** The version the consent page shows in a language. */
async function shownVersion(t: TestApp, lang: Lang): Promise<string> {
  const page = await request(t.app).get(`/${lang}/personal-data-consent`);
  expect(page.status).toBe(200);
  const version = /<span class="legal-version">([0-9a-f]+)<\/span>/.exec(page.text)?.[1];
  if (!version) throw new Error(`the ${lang} consent page shows no version`);
  return version;
}

/** The text of the desk page's consent record, folded under its heading. */
const ledgerOf = (html: string) =>
  (/<details class="desk-consent">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe.each(ENGINES)('on %s', (engine) => {
  describe.each(Object.entries(FORMS))('the %s form', (purpose, form) => {
    it('refuses it without consent with 400 in the form’s language, storing and emailing nothing', async () => {
      const t = await setup(engine);
      const english = await form.send(t, withoutConsent(form.valid as { consent: unknown }));
      expect(english.status).toBe(400);
      expect(english.body).toEqual({ error: en.submission.errors.invalid, fields: { consent: en.submission.errors.consent } });
      const russian = await form.send(t, { ...withoutConsent(form.valid as { consent: unknown }), locale: 'ru' });
      expect(russian.status).toBe(400);
      expect(russian.body).toEqual({ error: ru.submission.errors.invalid, fields: { consent: ru.submission.errors.consent } });
      // Ticking only the privacy box is not consent either.
      expect((await form.send(t, { ...form.valid, consent: 'false' })).status).toBe(400);
      expect(await form.stored(t)).toEqual([]);
      expect(await outboxRows(t)).toEqual([]);
      expect(await storedCvNames(t)).toEqual([]);
      expect(stagedUploads(t)).toEqual([]);
    });

    it('keeps the consent page’s version, the time, the proxy’s client address, the language and the purpose; staff see them', async () => {
      const t = await setup(engine, { TRUST_PROXY: 'loopback' });
      const res = await form.send(t, { ...form.valid, locale: 'ru' }, { 'X-Forwarded-For': VISITOR });
      expect(res.status).toBe(201);
      const consent = { version: await shownVersion(t, 'ru'), at: NOW.toISOString(), address: VISITOR, lang: 'ru', purpose };
      expect(consent.version).not.toBe(await shownVersion(t, 'en'));
      expect((await form.stored(t))[0]?.consent).toEqual(consent);

      const api = await request(t.app).get(`${form.api}/${res.body.id}`).set('Authorization', `Bearer ${TOKEN}`);
      expect(api.body.consent).toEqual(consent);

      // In the desk's time zone (Bali, UTC+8) and language.
      const { cookie } = await staffSession(t.db, 'admin', { timeZone: 'Asia/Makassar' });
      const inEnglish = ledgerOf((await request(t.app).get(`${form.desk}/${res.body.id}?ui=en`).set('Cookie', cookie)).text);
      const copy = DESK_TEXTS.en.detail.consent;
      for (const text of [
        copy.heading,
        consent.version,
        '08:00 PM',
        VISITOR,
        'Русский',
        KIND_TEXTS[purpose as KindTextsName].en.desk.purpose,
      ])
        expect(inEnglish).toContain(text);
      const inRussian = ledgerOf((await request(t.app).get(`${form.desk}/${res.body.id}?ui=ru`).set('Cookie', cookie)).text);
      const russian = DESK_TEXTS.ru.detail.consent;
      for (const text of [russian.heading, russian.version, consent.version, '20:00', VISITOR])
        expect(inRussian).toContain(text.replace(/\u00a0/g, ' '));
    });

    it('keeps the address the connection came from when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
      const t = await setup(engine);
      const res = await form.send(t, form.valid, { 'X-Forwarded-For': VISITOR });
      expect(res.status).toBe(201);
      const [stored] = await form.stored(t);
      expect(stored?.consent).toMatchObject({ version: await shownVersion(t, 'en'), lang: 'en', purpose });
      expect(stored?.consent?.address).toMatch(/127\.0\.0\.1$/);
    });

    it('says in the desk and the API that a row stored before the ledger has no consent recorded', async () => {
      const t = await setup(engine);
      const res = await form.send(t, form.valid);
      const { submissions } = t.db.tables;
      const none = { consentVersion: null, consentAt: null, consentAddress: null, consentLang: null, consentPurpose: null };
      await t.db.update(submissions).set(none);
      const api = await request(t.app).get(`${form.api}/${res.body.id}`).set('Authorization', `Bearer ${TOKEN}`);
      expect(api.body.consent).toBeNull();
      const { cookie } = await staffSession(t.db, 'admin');
      const page = await request(t.app).get(`${form.desk}/${res.body.id}?ui=en`).set('Cookie', cookie);
      expect(ledgerOf(page.text)).toContain(DESK_TEXTS.en.detail.consent.notRecorded);
    });
  });
});

describe('the consent page', () => {
  it('answers in both languages with its own title and its edition, dated and coded, linked from every page’s footer', async () => {
    const t = await setup('sqlite');
    for (const [lang, dict] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const page = await request(t.app).get(`/${lang}/personal-data-consent`);
      expect(page.status).toBe(200);
      expect(page.text).toMatch(new RegExp(`<h1 [^>]*>${dict.pages.consent}</h1>`));
      expect(page.text).toContain(`<time dateTime="${CONSENT.lastUpdated}">`);
      const version = await shownVersion(t, lang);
      expect(version).toMatch(/^[0-9a-f]{12}$/);
      // «Редакция от 5 декабря 2026 г. (код 3f…)», "Version of December 5, 2026 (code 3f…)".
      const edition = `${dict.legal.version} ${formatDate(CONSENT.lastUpdated, lang)} (${dict.legal.code} ${version})`;
      expect(page.text.replace(/<[^>]+>/g, '')).toContain(edition);
      const home = await request(t.app).get(`/${lang}`);
      expect(home.text).toContain(`href="/${lang}/personal-data-consent"`);
    }
  });

  it('prints the configured periods, so its version changes with them', async () => {
    const t = await setup('sqlite');
    const before = await shownVersion(t, 'en');
    const other = await setup('sqlite', { RETENTION_ENQUIRY_MONTHS: '18' });
    const page = await request(other.app).get('/en/personal-data-consent');
    expect(page.text).toContain('18 months after the inquiry last changed');
    expect(await shownVersion(other, 'en')).not.toBe(before);
  });
});

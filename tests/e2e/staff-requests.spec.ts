import { unzipSync } from 'fflate';
import { ARCHIVE_DOCUMENT } from '../../submissions';
import { LANGS } from '../../shared/i18n/langs';
import { openSqlite } from '../../platform/database/open-database';
import { cvStoreOf } from '../../platform/database/cv-store';
import { answersOf } from '../support/inbound-answers';
import { storeInboundMail } from '../../submissions/inbound/inbound-store';
import { samplePng } from '../support/cv-samples';
import { captureLogs } from '../support/log-capture';
import { mailWithFiles } from '../support/mail-with-files';
import { saveEnquiry } from '../support/stored-submissions';
import { E2E_DATABASE } from './support/e2e-server';
import { expectAccessible } from './support/axe-checks';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { VIEWPORTS } from './support/screens';
import { signInToDesk } from './support/staff-sign-in';
import { DESK_TEXTS } from '../../desk/texts/desk-texts';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';

/** A person's enquiry, stored as the server stores one. */
async function storeEnquiry(email: string): Promise<number> {
  const db = openSqlite(E2E_DATABASE);
  try {
    const enquiry = { name: 'Requesting Person', email, phone: '+7 900 111 22 33', project: 'Мобильное приложение для сети пекарен.' };
    return (await saveEnquiry(db, { ...enquiry, privacy: true, locale: 'ru' })).id;
  } finally {
    await db.close();
  }
}

/** A mail no record claims, stored as the inbound reader stores one. */
async function storeUnmatched(subject: string): Promise<void> {
  const db = openSqlite(E2E_DATABASE);
  try {
    const raw = mailWithFiles({
      id: subject.replace(/\W+/g, '-'),
      to: 'desk@studio.example',
      subject,
      files: [{ name: 'sketch.png', type: 'image/png', content: samplePng() }],
    });
    const addressing = { address: 'desk@studio.example', secret: 'x'.repeat(32), files: cvStoreOf(db, E2E_DATABASE) };
    await storeInboundMail(db, addressing, captureLogs().logger, raw, raw.length, answersOf(db));
  } finally {
    await db.close();
  }
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    const desk = DESK_TEXTS[lang];
    const copy = desk.requests;
    test(`${lang} admin at ${viewport.width} px: finds a person's data, downloads it, erases it after typing the address again, attaches and discards unmatched mail, with the keyboard; no axe violations (${width})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      const email = `asks-${lang}-${viewport.width}-${Date.now()}@example.org`;
      const id = await storeEnquiry(email);
      await signInToDesk(page, { role: 'admin', lang });

      await page.getByRole('navigation', { name: desk.nav.label }).getByRole('link', { name: desk.nav.requests, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.title);
      await expectAccessible(page, 'the data requests page');
      await page.getByLabel(copy.email).fill(email.toUpperCase());
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { level: 2 })).toHaveText(copy.held.replace('{email}', email));
      await expect(page.getByRole('link', { name: KIND_TEXTS.enquiry[lang].desk.title.replace('{id}', String(id)) })).toBeVisible();
      await expectAccessible(page, 'what is held');

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: copy.export }).focus();
      await page.keyboard.press('Enter');
      const archive = await (await download).createReadStream().then(async (stream) => {
        const parts: Buffer[] = [];
        for await (const part of stream) parts.push(part as Buffer);
        return unzipSync(new Uint8Array(Buffer.concat(parts)));
      });
      expect(JSON.parse(Buffer.from(archive[ARCHIVE_DOCUMENT]!).toString('utf8')).submissions).toMatchObject([{ email, number: id }]);

      // Typed wrong: refused, and the reason is announced and linked to the field.
      expectFailedResponses(page, '/staff/requests/erase');
      await page.getByLabel(copy.confirm).fill('someone-else@example.org');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText(copy.errors.confirm);
      await expectAccessible(page, 'a refused erasure');

      await page.getByLabel(copy.confirm).fill(email);
      await page.getByRole('button', { name: copy.eraseSubmit }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').first()).toContainText(`${copy.counts.enquiry}: 1`);
      await expectAccessible(page, 'an erasure done');
      await page.getByLabel(copy.email).fill(email);
      await page.keyboard.press('Enter');
      await expect(page.getByText(copy.nothing)).toBeVisible();

      // The mail no record claimed: one attached to a record by keyboard, one discarded after the question.
      const mail = DESK_TEXTS[lang].unmatched;
      const subject = `Files ${lang} ${viewport.width} ${Date.now()}`;
      await storeUnmatched(`${subject} to attach`);
      await storeUnmatched(`${subject} to discard`);
      const record = await storeEnquiry(`attached-${lang}-${viewport.width}-${Date.now()}@example.org`);
      await page.getByRole('navigation', { name: desk.nav.label }).getByRole('link', { name: desk.nav.unmatched }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mail.title);
      await expectAccessible(page, 'the unmatched mail');
      const toAttach = page.getByRole('article', { name: `${subject} to attach` });
      await expect(toAttach.getByRole('listitem')).toHaveText('sketch.png');
      expectFailedResponses(page, '/attach');
      await toAttach.getByLabel(mail.number).fill('999999');
      await page.keyboard.press('Enter');
      const section = KIND_TEXTS.enquiry[lang].desk.list;
      await expect(page.getByRole('alert')).toHaveText(mail.errors.missing.replace('{number}', '999999').replace('{section}', section));
      await expectAccessible(page, 'a refused attachment');
      await page
        .getByRole('article', { name: `${subject} to attach` })
        .getByLabel(mail.number)
        .fill(String(record));
      await page.keyboard.press('Enter');
      const title = KIND_TEXTS.enquiry[lang].desk.title.replace('{id}', String(record));
      await expect(page.getByRole('status')).toHaveText(mail.attached.replace('{record}', title));
      await page
        .getByRole('article', { name: `${subject} to discard` })
        .getByRole('link', { name: mail.discard })
        .focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        mail.confirm.question.replace('{from}', 'Jane Doe <jane@example.org>'),
      );
      await expectAccessible(page, 'the question before a mail is discarded');
      await page.getByRole('button', { name: mail.confirm.yes }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status')).toHaveText(mail.discarded);
      await expect(page.getByRole('article', { name: `${subject} to discard` })).toHaveCount(0);
    });
  }
}

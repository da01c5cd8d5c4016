import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from '@playwright/test';
import { en } from '../../shared/i18n/en';
import { LANGS } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';
import { DEFAULT_RETENTION } from '../../shared/retention-periods';
import { paths } from '../../shared/routes';
import { consentVersions } from '../../site/render/consent-version';
import { samplePdf, samplePng } from '../support/cv-samples';
import { readStored } from './support/e2e-database';
import { installPageClock, takeTimeToFill } from './support/fill-time';
import { expect, expectFailedResponses, test } from './support/fixtures';

const DICTS = { en, ru };
const JOB = 'product-designer';

async function fillApplication(form: Locator, name: string): Promise<void> {
  await form.locator('[name="name"]').fill(name);
  await form.locator('[name="email"]').fill('maya@larkspur.example');
  await form.locator('[name="portfolio"]').fill('https://www.linkedin.com/in/maya-fischer');
  await form.locator('[name="note"]').fill('Six years of product design in fintech; my latest case is a claims app.');
  await form.locator('[name="privacy"]').check();
  await form.locator('[name="consent"]').check();
}

for (const lang of LANGS) {
  const dict = DICTS[lang];
  const form = (page: Page) => page.locator(`#apply form`);
  const submit = (page: Page) => page.getByRole('button', { name: dict.application.submit }).click();

  test.describe(`job application in ${lang}`, () => {
    test('the apply link leads to the form; an empty form names every missing field beside it and focuses the first', async ({ page }) => {
      await page.goto(paths.job(lang, JOB));
      await page.locator('main a[href="#apply"]').filter({ visible: true }).first().click();
      await expect(page).toHaveURL(/#apply$/);
      await expect(page.getByRole('heading', { name: dict.application.title })).toBeInViewport();
      await submit(page);
      const { errors } = dict.application;
      for (const [field, message] of [
        ['name', dict.submission.errors.name],
        ['email', dict.submission.errors.email],
        ['note', errors.note],
        ['cv', errors.cvMissing],
        ['privacy', dict.submission.errors.privacy],
        ['consent', dict.submission.errors.consent],
      ] as const) {
        const input = form(page).locator(`[name="${field}"]`);
        await expect(input, field).toHaveAttribute('aria-invalid', 'true');
        await expect(input, field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      }
      await expect(form(page).locator('[name="name"]')).toBeFocused();
    });

    test('an application with a CV is stored and confirmed, and the form reset', { tag: '@stores' }, async ({ page }) => {
      const name = `Applicant ${lang} ${Date.now()}`;
      await installPageClock(page);
      await page.goto(`${paths.job(lang, JOB)}#apply`);
      await fillApplication(form(page), name);
      await form(page)
        .locator('[name="cv"]')
        .setInputFiles({ name: 'Maya Fischer CV.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      // People take longer than the bot threshold to fill a form; on the page's clock, so does this test.
      await takeTimeToFill(page);
      await submit(page);
      await expect(page.getByRole('status').filter({ hasText: dict.application.sentTitle })).toContainText(dict.application.sentText);
      await expect(form(page).locator('[name="name"]')).toHaveValue('');
      const row = await readStored(async (db) => {
        const { submissions } = db.tables;
        const [stored] = await db
          .select()
          .from(submissions)
          .where(and(eq(submissions.kind, 'application'), eq(submissions.name, name)));
        return (
          stored && {
            job: stored.fields.job,
            timeZone: stored.fields.timeZone,
            locale: stored.locale,
            kind: stored.fileType,
            file: stored.fileOriginalName,
            status: stored.status,
            consent: stored.consentVersion,
            purpose: stored.consentPurpose,
          }
        );
      });
      const consent = consentVersions(DEFAULT_RETENTION)[lang];
      expect(row).toEqual({
        job: JOB,
        // The browser's own, which the confirmation gives its time in.
        timeZone: await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
        locale: lang,
        kind: 'pdf',
        file: 'Maya Fischer CV.pdf',
        status: 'new',
        consent,
        purpose: 'application',
      });
    });

    test('an application complete but for the consent box says the consent is missing and focuses its box', async ({ page }) => {
      await page.goto(`${paths.job(lang, JOB)}#apply`);
      await fillApplication(form(page), `No consent ${lang}`);
      await form(page)
        .locator('[name="cv"]')
        .setInputFiles({ name: 'Maya Fischer CV.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
      await form(page).locator('[name="consent"]').uncheck();
      await submit(page);
      const consent = form(page).locator('[name="consent"]');
      await expect(consent).toBeFocused();
      await expect(consent).toHaveAttribute('aria-invalid', 'true');
      await expect(consent).toHaveAccessibleDescription(dict.submission.errors.consent);
      await expect(form(page).locator('[aria-invalid="true"]')).toHaveCount(1);
    });

    test('a file that is not a CV format gets its message beside the field', async ({ page }) => {
      await installPageClock(page);
      await page.goto(`${paths.job(lang, JOB)}#apply`);
      await fillApplication(form(page), `Picture sender ${lang}`);
      const cv = form(page).locator('[name="cv"]');
      const typeMessage = dict.application.errors.cvType;

      // Named as a picture: the browser says so before sending anything.
      await cv.setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: samplePng() });
      await submit(page);
      await expect(cv).toHaveAttribute('aria-invalid', 'true');
      await expect(cv).toHaveAccessibleDescription(new RegExp(typeMessage));
      await expect(cv).toBeFocused();

      // A picture named .pdf: the server reads what it is and refuses it (415).
      expectFailedResponses(page, '/api/applications');
      await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: samplePng() });
      // Sent at a person's pace, so the refusal is the file's alone.
      await takeTimeToFill(page);
      const answer = page.waitForResponse('**/api/applications');
      await submit(page);
      expect((await answer).status()).toBe(415);
      await expect(cv).toHaveAccessibleDescription(new RegExp(typeMessage));
      await expect(page.getByRole('alert').filter({ hasText: typeMessage })).toBeVisible();
    });
  });
}

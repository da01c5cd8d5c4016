import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { LANGS } from '../../shared/i18n/langs';
import { openSqlite } from '../../platform/database/open-database';
import { cvDirOf } from '../../platform/database/cv-files';
import { samplePdf } from '../support/cv-samples';
import { saveApplication, saveEnquiry } from '../support/stored-submissions';
import { E2E_DATABASE } from './support/e2e-server';
import { expectAccessible } from './support/axe-checks';
import type { Page } from '@playwright/test';
import { expect, expectFailedResponses, test } from './support/fixtures';
import { VIEWPORTS } from './support/screens';
import { accountMenu, inviteToDesk, signInToDesk, signOutOfDesk, virtualAuthenticator } from './support/staff-sign-in';
import { DESK_TEXTS } from '../../desk/texts/desk-texts';
import { formatDuration } from '../../shared/i18n/format';
import { answerLatestReply } from './support/visitor-answer';
import { KIND_TEXTS } from '../../shared/submissions/texts/kind-texts';

/** Opens the e2e server's database: enquiries are written and read straight there. */
function e2eDatabase(): Database.Database {
  const db = new Database(E2E_DATABASE);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** An enquiry stored as the server stores one (spam: as the honeypot would have kept it). */
async function storeEnquiry(name: string, status: 'new' | 'spam' = 'new'): Promise<number> {
  const db = openSqlite(E2E_DATABASE);
  try {
    const enquiry = { name, email: 'desk@example.com', phone: '+7 900 000 00 00', project: 'Онлайн-запись для трёх клиник.' };
    return (await saveEnquiry(db, { ...enquiry, privacy: true, locale: 'ru' }, { spam: status === 'spam' })).id;
  } finally {
    await db.close();
  }
}

/** Replies queued in the outbox for enquiry `id`. */
function repliesOf(id: number): number {
  const db = e2eDatabase();
  const { count } = db
    .prepare(
      "SELECT count(*) AS count FROM email_outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.kind = 'enquiry' AND s.number = ? AND o.kind = 'reply'",
    )
    .get(id) as { count: number };
  db.close();
  return count;
}

/** An application to the iOS position with its CV, stored as the server stores one. */
async function storeApplication(name: string): Promise<number> {
  const db = openSqlite(E2E_DATABASE);
  try {
    // The file itself, as the upload leaves it: the studio's notification attaches it.
    const file = randomBytes(16).toString('hex');
    mkdirSync(cvDirOf(E2E_DATABASE), { recursive: true });
    writeFileSync(join(cvDirOf(E2E_DATABASE), file), samplePdf());
    const cv = { file, kind: 'pdf' as const, bytes: samplePdf().length, name: 'cv.pdf' };
    const application = { job: 'ios-developer', name, email: 'applicant@example.com', phone: undefined, portfolio: undefined };
    return (await saveApplication(db, { ...application, note: 'Пять лет в iOS.', locale: 'ru', cv })).id;
  } finally {
    await db.close();
  }
}

function notificationsOf(id: number): number {
  const db = e2eDatabase();
  const { count } = db
    .prepare(
      "SELECT count(*) AS count FROM email_outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.kind = 'enquiry' AND s.number = ? AND o.kind = 'notification'",
    )
    .get(id) as { count: number };
  db.close();
  return count;
}

/** The header's most on a phone: one line (a 44 px control, 8 px above and below) and a few pixels to spare. */
const PHONE_HEADER_MOST = 64;

/**
 * The desk's header, with the page scrolled under it: opaque (nothing shows through it), on top
 * of what passed under it, and ending where it ends (the first line below it is the page's own);
 * on a phone, one line high.
 */
async function expectSolidHeader(page: Page, width: number): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = await page.evaluate(() => {
    const element = document.querySelector('header')!;
    const box = element.getBoundingClientRect();
    const probes = [0.1, 0.5, 0.9].flatMap((x) => [0.25, 0.75].map((y) => [box.width * x, box.top + box.height * y] as const));
    const below = document.elementFromPoint(box.width / 2, box.bottom + 2);
    return {
      top: box.top,
      height: box.height,
      background: getComputedStyle(element).backgroundColor,
      onTop: probes.every(([x, y]) => element.contains(document.elementFromPoint(x, y))),
      // Under the header at those points: the page's own content, scrolled there and hidden by it.
      contentUnder: probes.some(([x, y]) => document.elementsFromPoint(x, y).some((hit) => hit.closest('main'))),
      belowIsPage: Boolean(below?.closest('main')),
    };
  });
  expect(header.top, 'the header stays at the top').toBe(0);
  expect(header.onTop, 'the header is on top of the content under it').toBe(true);
  expect(header.contentUnder, 'content scrolled under the header').toBe(true);
  expect(header.belowIsPage, 'below the header, the page').toBe(true);
  // rgb(…) is opaque; rgba(…, a) has an alpha below 1.
  expect(header.background, 'the header is opaque').toMatch(/^rgb\(/);
  await expectOneLineHeader(page, width);
}

/**
 * The desk's header is one line: the logo, the sections and who is signed in side by side, none
 * past the screen's edge; on a phone no taller than that line.
 */
async function expectOneLineHeader(page: Page, width: number): Promise<void> {
  const line = await page.evaluate(() => {
    const boxes = ['.site-header__logo', '.desk-bar', 'header summary'].map((selector) =>
      document.querySelector(selector)!.getBoundingClientRect(),
    );
    const middles = boxes.map((box) => box.top + box.height / 2);
    return {
      height: document.querySelector('header')!.getBoundingClientRect().height,
      oneLine: middles.every((middle) => Math.abs(middle - middles[0]!) < 4),
      fits: document.documentElement.scrollWidth <= innerWidth && boxes.every((box) => box.left >= 0 && box.right <= innerWidth),
    };
  });
  expect(line.oneLine, 'the logo, the sections and who is signed in on one line').toBe(true);
  expect(line.fits, 'the header no wider than the screen').toBe(true);
  if (width < 768) expect(line.height, 'the header on a phone').toBeLessThanOrEqual(PHONE_HEADER_MOST);
}

/**
 * A desk list as read at `width`: the page no wider than the screen and no table scrolling
 * sideways in its box; each date on one line; on a phone each row a card, who sent it on top and
 * every other part on a line of its own below, at the card's left edge.
 */
async function expectListFits(page: Page, width: number): Promise<void> {
  const layout = await page.evaluate(() => {
    const rows = [...document.querySelectorAll('tbody tr')].filter((row) => row.querySelector('.desk-card-lead'));
    return {
      rows: rows.length,
      pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      tablesFit: [...document.querySelectorAll('.desk-table-wrap')].every((wrap) => wrap.scrollWidth <= wrap.clientWidth),
      // An inline element has one box per line it takes.
      datesOnOneLine: [...document.querySelectorAll('tbody time')].every((time) => time.getClientRects().length === 1),
      cards: rows.every((row) => {
        const lead = row.querySelector('.desk-card-lead')!.getBoundingClientRect();
        const parts = [...row.querySelectorAll('td[data-label]')].map((cell) => cell.getBoundingClientRect());
        const tops = parts.map((part) => Math.round(part.top));
        return (
          parts.every((part) => part.top >= lead.bottom - 1 && Math.abs(part.left - lead.left) < 1) && new Set(tops).size === tops.length
        );
      }),
    };
  });
  expect(layout.rows, 'rows listed').toBeGreaterThan(0);
  expect(layout.pageFits, 'the page is no wider than the screen').toBe(true);
  expect(layout.tablesFit, 'no table scrolls sideways').toBe(true);
  expect(layout.datesOnOneLine, 'each date on one line').toBe(true);
  expect(layout.cards, 'each row a card').toBe(width < 768);
}

/**
 * A record's page as read at `width`: no wider than the screen; the side column (status, assignee,
 * details, consent) beside the main one on a wide screen, where the message keeps a reading
 * measure (about 70 characters a line), and below it on a phone.
 */
async function expectRecordLayout(page: Page, width: number): Promise<void> {
  const layout = await page.evaluate(() => {
    const main = document.querySelector('.desk-record__main')!.getBoundingClientRect();
    const side = document.querySelector('.desk-record__side')!.getBoundingClientRect();
    const message = document.querySelector('.desk-reading')!;
    const style = getComputedStyle(message);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = message.textContent!;
    return {
      pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      beside: side.left >= main.right && side.top < main.bottom,
      below: side.top >= main.bottom,
      // How many characters of the message's own kind a line holds.
      perLine: message.clientWidth / (context.measureText(text).width / text.length),
    };
  });
  expect(layout.pageFits, 'the page is no wider than the screen').toBe(true);
  expect(layout.below, 'the side column below the main one').toBe(width < 768);
  if (width < 768) return;
  expect(layout.beside, 'the side column beside the main one').toBe(true);
  expect(layout.perLine, 'characters a line of the message').toBeGreaterThanOrEqual(60);
  expect(layout.perLine, 'characters a line of the message').toBeLessThanOrEqual(80);
}

/** The axe check at the walk's width, then in the same state at the other, and back to the walk's. */
async function expectAccessibleAtBoth(page: Page, label: string): Promise<void> {
  const walked = page.viewportSize()!;
  for (const viewport of [walked, ...Object.values(VIEWPORTS).filter(({ width }) => width !== walked.width)]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${label} at ${viewport.width} px`);
  }
  await page.setViewportSize(walked);
}

// One walk per language, each at one width (English on a desktop, Russian on a phone: the long
// Russian words are the phone's test), each page's axe check at both widths.
for (const [lang, width] of [
  ['en', 'desktop'],
  ['ru', 'phone'],
] as const) {
  const viewport = VIEWPORTS[width];
  const desk = DESK_TEXTS[lang];
  const statuses = KIND_TEXTS.enquiry[lang].desk;
  test(`${lang} staff desk at ${viewport.width} px: create a passkey from an invitation, find an enquiry, answer it with the keyboard and see the visitor's answer come back, recover one from spam, export CSV, the accounts and audit trail, who is signed in and a name given in the settings, sign out; no axe violations at 1280 and 375 px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const stamp = `${lang}${viewport.width}x${Date.now()}`;
    const name = `Desk visitor ${stamp}`;
    const id = await storeEnquiry(name);
    const spamName = `Taken for spam ${stamp}`;
    const spamId = await storeEnquiry(spamName, 'spam');

    await page.goto(`/staff?ui=${lang}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.signIn.title);
    await expectAccessibleAtBoth(page, 'the sign-in page');
    await expect(page.getByRole('group', { name: desk.interfaceLanguage })).toBeVisible();
    await virtualAuthenticator(page);
    const invitation = await inviteToDesk({ role: 'admin', lang });
    await page.goto(invitation.link);
    await expectAccessibleAtBoth(page, 'the invitation page');
    await page.getByRole('button', { name: desk.invitation.submit }).focus();
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(statuses.list);
    // Overdue and taken on: the inbox opens on it, first, with how late it is and its first line; its taker's long address fits.
    const db = e2eDatabase();
    const arrived = Date.now() - 30 * 3_600_000;
    db.prepare("UPDATE submissions SET created_at = ?, awaiting_since = ?, assignee_id = ? WHERE kind = 'enquiry' AND number = ?").run(
      arrived,
      arrived,
      invitation.account.id,
      id,
    );
    // Its wait for a reply began then too.
    db.prepare(
      "UPDATE reply_waits SET started_at = ? WHERE submission_id = (SELECT id FROM submissions WHERE kind = 'enquiry' AND number = ?)",
    ).run(arrived, id);
    db.close();
    await page.reload();
    const rows = page.getByRole('region', { name: statuses.list }).getByRole('row');
    await expect(rows.nth(1).locator('.desk-due--late')).toBeVisible();
    await expect(rows.filter({ hasText: name })).toContainText('Онлайн-запись для трёх клиник.');
    await expect(rows.filter({ hasText: spamName })).toHaveCount(0);
    await expectListFits(page, viewport.width);
    await expectAccessibleAtBoth(page, 'the enquiries');
    await page.getByLabel(desk.search).fill(stamp);
    await page.keyboard.press('Enter');
    // Until the search's page comes, the 24-hour promise's list links the same enquiry too.
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByRole('link', { name })).toBeVisible();
    // What needs an answer: the spam of the same search is in its own tab.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: desk.exportCsv }).click();
    const csv = await (await download).createReadStream().then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return text;
    });
    expect(csv).toContain(name);
    expect(csv).not.toContain(spamName);
    expect(csv.trim().split('\n')).toHaveLength(2);
    await page.getByRole('link', { name }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/staff/enquiries/${id}\\?ui=${lang}$`));
    await expect(page.getByText('Онлайн-запись для трёх клиник.')).toBeVisible();
    await expectAccessibleAtBoth(page, 'an enquiry');
    await expectRecordLayout(page, viewport.width);
    await expectSolidHeader(page, viewport.width);
    // The language is a setting once signed in: the header has no language links.
    await expect(page.getByRole('group', { name: desk.interfaceLanguage })).toHaveCount(0);
    await page.getByRole('button', { name: statuses.statusOf.replied }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('listitem').filter({ hasText: statuses.statusEvent.replace('{status}', statuses.statusOf.replied) }),
    ).toBeVisible();
    await page.getByLabel(desk.detail.note).fill('Перезвонили, договорились о созвоне в четверг.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Перезвонили, договорились о созвоне в четверг.')).toBeVisible();
    // A reply starts from the visitor's (Russian) opening line, between the greeting and the signature the email adds.
    const { reply: copy } = desk.detail;
    const reply = page.getByLabel(copy.label.replace('{email}', 'desk@example.com'));
    await expect(page.getByRole('group', { name: copy.preview })).toContainText('Здравствуйте!');
    await reply.fill(`${await reply.inputValue()} Пришлём оценку в четверг.`);
    await page.getByRole('button', { name: copy.send }).click();
    await expect(page.getByText(copy.sent)).toBeVisible();
    expect(repliesOf(id)).toBe(1);
    // Sent: in the conversation after the message and the note, with its email's state, and the composer folded behind "Write another reply".
    const { conversation } = desk.detail;
    // Its own items: a mail's attachments are a list within one.
    const turns = page.getByRole('list', { name: conversation.heading }).locator(':scope > li');
    await expect(turns).toHaveCount(3);
    await expect(turns.nth(2)).toContainText(conversation.reply);
    await expect(turns.nth(2)).toContainText('Пришлём оценку в четверг.');
    await expect(turns.nth(2)).toContainText(new RegExp(`${copy.states.queued}|${copy.states.sent}`));
    await expect(reply).toBeHidden();
    // The visitor answers the reply from their mail client, with a file, and their mailbox's automatic reply comes
    // too: both come back through the mailbox into the conversation after the reply, the answer without the
    // history it quoted, the automatic one marked as such; the enquiry needs an answer again, due 24 hours from it.
    await answerLatestReply(id, 'desk@example.com', 'Четверг подходит, ждём оценку.', {
      attachment: { name: 'смета.xlsm', type: 'application/vnd.ms-excel.sheet.macroEnabled.12', content: Buffer.from('PK\x03\x04') },
    });
    await answerLatestReply(id, 'desk@example.com', 'Я в отпуске до понедельника.', { automatic: true });
    await expect(async () => {
      await page.reload();
      await expect(turns).toHaveCount(5, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const status = page.getByRole('region', { name: statuses.status });
    await expect(status).toContainText(statuses.statusOf.new);
    // Due a day after the answer came, minutes ago: 23 hours and some minutes left, where it was 6 hours late before.
    await expect(status.locator('.desk-due')).toContainText(formatDuration(23 * 3_600_000, lang));
    await expect(status.locator('.desk-due--late')).toHaveCount(0);
    await expect(turns.nth(3)).toContainText('Четверг подходит, ждём оценку.');
    await expect(turns.nth(3)).not.toContainText('Пришлём оценку в четверг.');
    await expect(turns.nth(3).getByRole('link', { name: conversation.original })).toBeVisible();
    await expect(turns.nth(4)).toContainText(conversation.automatic);
    await expectAccessibleAtBoth(page, 'an enquiry with its reply and the answers');
    await page.getByText(copy.another).click();
    await expect(reply).toBeVisible();

    await page.getByRole('link', { name: statuses.list, exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`^${statuses.statusTabs.spam} \\d+$`) }).click();
    await page.getByRole('link', { name: spamName }).click();
    expect(notificationsOf(spamId)).toBe(0);
    await page.getByRole('button', { name: statuses.statusOf.new }).click();
    await expect(
      page.getByRole('listitem').filter({ hasText: statuses.statusEvent.replace('{status}', statuses.statusOf.new) }),
    ).toBeVisible();
    expect(notificationsOf(spamId)).toBe(1);

    const nav = page.getByRole('navigation', { name: desk.nav.label });
    for (const [section, title] of [
      [desk.nav.vitals, desk.vitals.title],
      [desk.nav.accounts, desk.accounts.title],
      [desk.nav.audit, desk.audit.title],
    ] as const) {
      await nav.getByRole('link', { name: section, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expectAccessibleAtBoth(page, title);
    }
    // Who is signed in comes after the sections: the address until a name is given, and the role. With the
    // keyboard, Tab reaches it, Enter opens it and Tab goes on to the settings.
    const account = accountMenu(page);
    await expect(account).toContainText(invitation.account.email);
    await expect(account).toContainText(desk.roles.admin);
    await nav.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(account).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: desk.nav.settings, exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.settings.title);
    await expect(page.getByText(desk.settings.askName)).toBeVisible();
    await expectAccessibleAtBoth(page, desk.settings.title);
    // A long name, in the desk's language: the header still takes one line on a phone.
    const staffName = lang === 'ru' ? 'Александра Константинопольская' : 'Maximiliana Worthington-Smythe';
    await page.getByLabel(desk.settings.name, { exact: true }).fill(staffName);
    await page.getByRole('button', { name: desk.settings.save }).click();
    await expect(page.getByRole('status')).toHaveText(desk.settings.saved);
    await expect(account).toContainText(staffName);
    await expectOneLineHeader(page, viewport.width);
    await account.click();
    await expect(page.getByRole('button', { name: desk.signOut })).toBeVisible();
    await expectAccessibleAtBoth(page, 'the account menu, open');
    // The trail has this walk: the enquiry opened and marked replied, the note.
    await nav.getByRole('link', { name: desk.nav.audit, exact: true }).click();
    for (const action of [
      desk.audit.actions['register-passkey'],
      desk.audit.actions.view,
      desk.audit.actions['add-note'],
      desk.audit.actions['send-reply'],
    ])
      await expect(page.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
    await signOutOfDesk(page, lang);
  });
}

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of LANGS) {
    const desk = DESK_TEXTS[lang];
    const stages = KIND_TEXTS.application[lang].desk;
    test(`${lang} recruiter at ${viewport.width} px: the applications only, one application's page, its stage, taken on and found under "mine"; no axe violations (${width})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const name = `Applicant ${lang}${viewport.width}x${Date.now()}`;
      const id = await storeApplication(name);
      const { account } = await signInToDesk(page, { role: 'recruiting', lang });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stages.list);
      await expect(
        page.getByRole('navigation', { name: desk.nav.label }).getByRole('link', { name: KIND_TEXTS.enquiry[lang].desk.list }),
      ).toHaveCount(0);
      await page.getByLabel(desk.applications.search).fill(name);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/[?&]q=/);
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`/staff/applications/${id}\\b`));
      await expectAccessible(page, 'an application');
      await expectSolidHeader(page, viewport.width);
      await page.getByRole('button', { name: stages.statusOf.interview }).click();
      await expect(
        page.getByRole('listitem').filter({ hasText: stages.statusEvent.replace('{status}', stages.statusOf.interview) }),
      ).toBeVisible();
      await page.getByLabel(desk.detail.assignee).selectOption(String(account.id));
      await page.getByRole('button', { name: desk.detail.assign }).click();
      await expect(
        page.getByRole('listitem').filter({ hasText: desk.detail.events.assign.replace('{person}', account.email) }),
      ).toBeVisible();
      await page.goto(`/staff/applications?ui=${lang}&mine=1`);
      await expect(page.getByRole('link', { name })).toBeVisible();
      await expectListFits(page, viewport.width);
      await expectAccessible(page, 'my applications');
      // A final stage asks first; by keyboard: from the button that sets it, Tab reaches the way back, which leaves it as it was.
      await page.getByRole('link', { name }).click();
      const rejection = { action: stages.setStatus, status: stages.statusOf.rejected };
      const rejectedEvent = page
        .getByRole('listitem')
        .filter({ hasText: stages.statusEvent.replace('{status}', stages.statusOf.rejected) });
      const confirmRejection = page.getByRole('button', { name: fillPlaceholders(desk.detail.confirm.yes, rejection) });
      const askRejection = async () => {
        await page.getByRole('button', { name: stages.statusOf.rejected, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(fillPlaceholders(desk.detail.confirm.question, rejection));
      };
      await askRejection();
      await expectAccessible(page, 'the question before a final stage');
      await confirmRejection.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: desk.detail.confirm.cancel })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/staff/applications/${id}\\?ui=${lang}$`));
      await expect(rejectedEvent).toHaveCount(0);
      await askRejection();
      await confirmRejection.focus();
      await page.keyboard.press('Enter');
      await expect(rejectedEvent).toBeVisible();
      // The enquiries are not the recruiter's.
      expectFailedResponses(page, '/staff/enquiries/');
      const enquiries = await page.goto(`/staff/enquiries/1?ui=${lang}`);
      expect(enquiries?.status()).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(desk.forbidden.title);
    });
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedPartsOf } from '../../../platform/mail/imap-reader';
import { classifyMail } from '../../../submissions/inbound/classify-mail';
import { INLINE_LOGO_BYTES, listedAttachments } from '../../../submissions/inbound/inbound-attachments';
import { answeredIds, mayJoinByThread } from '../../../submissions/inbound/match-mail';
import { readMail } from '../../../submissions/inbound/read-mail';
import { claimsReplyAddress, replyAddressOf, verifyReplyAddress } from '../../../submissions/inbound/reply-address';
import { samplePng } from '../../support/cv-samples';
import { mailWithFiles } from '../../support/mail-with-files';

const FIXTURES = join(import.meta.dirname, '../../support/inbound-mail');
const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const INBOUND = 'desk@studio.example';

describe('the reply address', () => {
  it('names its record, signed, and is read back only when the signature holds', () => {
    const address = replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number: 42 });
    expect(address).toMatch(/^desk\+enquiry42\.[0-9a-f]{16}@studio\.example$/);
    expect(verifyReplyAddress(address, INBOUND, SECRET)).toEqual({ kind: 'enquiry', number: 42 });
    // Servers may change the case of an address on the way.
    expect(verifyReplyAddress(address.toUpperCase(), INBOUND, SECRET)).toEqual({ kind: 'enquiry', number: 42 });
  });

  it('refuses a forged, altered or foreign one', () => {
    const address = replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number: 42 });
    const mac = address.slice(address.indexOf('.') + 1, address.indexOf('@'));
    expect(verifyReplyAddress(address.replace('enquiry42', 'enquiry43'), INBOUND, SECRET)).toBeNull();
    expect(verifyReplyAddress(address.replace('enquiry42', 'application42'), INBOUND, SECRET)).toBeNull();
    expect(verifyReplyAddress(address.replace(mac, '0'.repeat(16)), INBOUND, SECRET)).toBeNull();
    expect(verifyReplyAddress(address.replace(mac, mac.slice(0, 15)), INBOUND, SECRET)).toBeNull();
    expect(verifyReplyAddress(address, INBOUND, `${SECRET}-rotated`)).toBeNull();
    expect(verifyReplyAddress(address.replace('studio.example', 'evil.example'), INBOUND, SECRET)).toBeNull();
    expect(verifyReplyAddress(address.replace('desk+', 'sales+'), INBOUND, SECRET)).toBeNull();
    expect(verifyReplyAddress(INBOUND, INBOUND, SECRET)).toBeNull();
  });

  it('tells an address that claims to be a reply address, signed rightly or not, from any other', () => {
    const address = replyAddressOf(INBOUND, SECRET, { kind: 'enquiry', number: 42 });
    expect(claimsReplyAddress(address, INBOUND)).toBe(true);
    expect(claimsReplyAddress(address.replace('enquiry42', 'enquiry43').toUpperCase(), INBOUND)).toBe(true);
    expect(claimsReplyAddress('desk+anything@studio.example', INBOUND)).toBe(true);
    for (const other of [INBOUND, 'sales+enquiry42.0@studio.example', 'desk+enquiry42.0@evil.example'])
      expect(claimsReplyAddress(other, INBOUND), other).toBe(false);
  });
});

describe('classifying a mail', () => {
  const headers =
    (values: Record<string, string>) =>
    (name: string): string | undefined =>
      values[name];

  it('tells an answer from an automatic reply by the headers autoresponders set', () => {
    expect(classifyMail(headers({}), 'jane@example.org', '').kind).toBe('reply');
    expect(classifyMail(headers({ 'auto-submitted': 'no' }), 'jane@example.org', '').kind).toBe('reply');
    for (const automatic of <Record<string, string>[]>[
      { 'auto-submitted': 'auto-replied' },
      { 'auto-submitted': 'auto-generated' },
      { 'x-autoreply': 'yes' },
      { 'x-autorespond': 'vacation' },
      { precedence: 'bulk' },
      { precedence: 'Junk' },
      { precedence: 'list' },
      { 'x-auto-response-suppress': 'All' },
    ])
      expect(classifyMail(headers(automatic), 'jane@example.org', '').kind, JSON.stringify(automatic)).toBe('auto-reply');
    expect(classifyMail(headers({ precedence: 'first-class' }), 'jane@example.org', '').kind).toBe('reply');
  });

  it('finds a bounce and the studio’s email it returns', () => {
    const report = headers({ 'content-type': 'multipart/report; report-type=delivery-status; boundary="b"' });
    const returned = '\n--b\nContent-Type: text/rfc822-headers\n\nFrom: desk@studio.example\nMessage-ID: <reply-42-x7@studio.example>\n';
    expect(classifyMail(report, 'postmaster@example.org', returned)).toEqual({
      kind: 'bounce',
      bouncedMessageId: '<reply-42-x7@studio.example>',
      failure: '',
    });
    expect(classifyMail(headers({}), 'MAILER-DAEMON@mx.example.org', 'no report here')).toEqual({
      kind: 'bounce',
      bouncedMessageId: null,
      failure: '',
    });
  });

  it('reads what a bounce says went wrong, and tells a delay from a failure', () => {
    const report = headers({ 'content-type': 'multipart/report; report-type=delivery-status; boundary="b"' });
    const status = (fields: string) =>
      `\n--b\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.example.org\n\nFinal-Recipient: rfc822; maya@larkspur.example\n${fields}\n--b--\n`;
    const failureOf = (fields: string) => classifyMail(report, 'mailer-daemon@mx.example.org', status(fields)).failure;
    expect(
      failureOf('Action: failed\nStatus: 5.1.1\nDiagnostic-Code: smtp; 550 5.1.1 <maya@larkspur.example>:\n Recipient address rejected'),
    ).toBe('550 5.1.1 <maya@larkspur.example>: Recipient address rejected');
    expect(failureOf('Action: failed\nStatus: 5.2.2')).toBe('status 5.2.2');
    expect(failureOf('Action: delayed\nStatus: 4.4.1\nDiagnostic-Code: smtp; 451 try again later')).toBeNull();
    expect(failureOf('Action: delivered\nStatus: 2.0.0')).toBeNull();
    expect(failureOf(`Action: failed\nDiagnostic-Code: smtp; ${'x'.repeat(1000)}`)).toHaveLength(300);
    expect(classifyMail(headers({}), 'jane@example.org', status('Action: failed')).failure).toBeNull();
  });
});

describe('the new words of an answer', () => {
  const clients = ['gmail', 'outlook', 'apple-mail', 'thunderbird'];
  const expected = {
    en: { words: 'Tuesday works for us. Could we make it 3 pm?', quoted: 'We can start in January; a first call' },
    ru: { words: 'Вторник подходит. Давайте в 15:00?', quoted: 'Можем начать в январе — созвонимся во вторник?' },
  };

  for (const client of clients)
    for (const lang of ['en', 'ru'] as const)
      it(`keeps only what was written in ${client}’s answer in ${lang}, and the whole text beside it`, async () => {
        const raw = readFileSync(join(FIXTURES, `${client}-${lang}.eml`));
        const mail = await readMail(raw);
        // Outlook's HTML writes "3&nbsp;pm": a no-break space is a space here.
        expect(mail.newWords.replace(/\s/g, ' ').startsWith(expected[lang].words)).toBe(true);
        // The quoted history, its header and the signature are gone; a sign-off with a name may stay.
        expect(mail.newWords).not.toContain(expected[lang].quoted);
        expect(mail.newWords).not.toMatch(/studio\.example|Northbeam|iPhone|Head of Product|^>/m);
        expect(mail.newWords.split('\n').length).toBeLessThanOrEqual(4);
        expect(mail.text.replace(/\s+/g, ' ')).toContain(expected[lang].quoted);
        expect(mail.classification.kind).toBe('reply');
        expect(mail.recipients).toEqual(['desk+enquiry42.0000000000000000@studio.example']);
      });

  it('reads HTML-only mail as its text, without its images, scripts or styles', async () => {
    const mail = await readMail(readFileSync(join(FIXTURES, 'outlook-en.eml')));
    expect(mail.text.replace(/\s/g, ' ')).toContain('Tuesday works for us. Could we make it 3 pm?');
    expect(mail.text).not.toMatch(/alert|MsoNormal|Calibri|tracker\.example|pixel|<\/?(?:p|b|div|img|html|body|script|style)\b/i);
  });

  it('keys a mail by its Message-ID, or by a hash of the mail when it has none', async () => {
    const raw = readFileSync(join(FIXTURES, 'thunderbird-en.eml'));
    expect((await readMail(raw)).messageKey).toBe('<3c1d-thunderbird-en@example.org>');
    const anonymous = Buffer.from(raw.toString('utf8').replace(/^Message-ID:.*\n/m, ''));
    const key = (await readMail(anonymous)).messageKey;
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect((await readMail(anonymous)).messageKey).toBe(key);
  });
});

describe('the thread an answer names', () => {
  it('reads In-Reply-To and References as Message-IDs, and looks at the nearest first', async () => {
    const raw = readFileSync(join(FIXTURES, 'gmail-en.eml'), 'utf8').replace(
      /^In-Reply-To: .*$/m,
      "In-Reply-To: <reply-2@studio.example> (Northbeam's message)\nReferences: <confirmation-1@studio.example>\n <reply-1@studio.example>\t<answer-1@mail.example> <reply-2@studio.example>",
    );
    const mail = await readMail(Buffer.from(raw));
    expect(mail.inReplyTo).toBe('<reply-2@studio.example>');
    expect(mail.references).toEqual([
      '<confirmation-1@studio.example>',
      '<reply-1@studio.example>',
      '<answer-1@mail.example>',
      '<reply-2@studio.example>',
    ]);
    expect(answeredIds(mail)).toEqual([
      '<reply-2@studio.example>',
      '<answer-1@mail.example>',
      '<reply-1@studio.example>',
      '<confirmation-1@studio.example>',
    ]);
    expect(answeredIds({ inReplyTo: null, references: [] })).toEqual([]);
  });

  it('lets only the record’s own address or a member of staff join by the thread alone', () => {
    expect(mayJoinByThread('maya@larkspur.example', ' Maya@Larkspur.example', false)).toBe(true);
    expect(mayJoinByThread('sam@northbeam.test', 'maya@larkspur.example', true)).toBe(true);
    expect(mayJoinByThread('colleague@larkspur.example', 'maya@larkspur.example', false)).toBe(false);
    expect(mayJoinByThread('', '', false)).toBe(false);
  });
});

describe('the attachments listed', () => {
  const png = samplePng();
  const related = (logo: Buffer) =>
    [
      'From: jane@example.org',
      'Message-ID: <logo@example.org>',
      'Content-Type: multipart/related; boundary="r"',
      '',
      '--r',
      'Content-Type: text/html',
      '',
      '<p>Thanks!</p><img src="cid:logo@example.org">',
      '--r',
      'Content-Type: image/png; name="image001.png"',
      'Content-ID: <logo@example.org>',
      'Content-Transfer-Encoding: base64',
      '',
      logo.toString('base64'),
      '--r--',
      '',
    ].join('\r\n');

  it('skips a signature logo shown in the HTML, and lists an inline image as large as a screenshot', async () => {
    expect(listedAttachments(await readMail(Buffer.from(related(png))), false, [])).toEqual([]);
    const screenshot = Buffer.concat([png, Buffer.alloc(INLINE_LOGO_BYTES)]);
    expect(listedAttachments(await readMail(Buffer.from(related(screenshot))), false, []).map((file) => file.name)).toEqual([
      'image001.png',
    ]);
  });

  it('keeps the files a cut mail holds whole and names the cut one and those after it as the server describes them', async () => {
    const whole = mailWithFiles({
      id: 'cut',
      to: INBOUND,
      files: [
        { name: 'sketch.png', type: 'image/png', content: png },
        { name: 'walkthrough.mov', type: 'video/quicktime', content: { fillerBytes: 200_000 } },
        { name: 'brief.pdf', type: 'application/pdf', content: png },
      ],
    });
    const raw = whole.subarray(0, 100_000);
    const mail = await readMail(raw, whole.length);
    expect(mail.newWords).toBe('The files are attached.');
    const parts = [
      { name: 'sketch.png', type: 'image/png', bytes: png.length, inline: false },
      { name: 'walkthrough.mov', type: 'video/quicktime', bytes: 200_000, inline: false },
      { name: 'brief.pdf', type: 'application/pdf', bytes: png.length, inline: false },
    ];
    expect(listedAttachments(mail, true, parts).map(({ name, bytes, content }) => ({ name, bytes, whole: content !== null }))).toEqual([
      { name: 'sketch.png', bytes: png.length, whole: true },
      { name: 'walkthrough.mov', bytes: 200_000, whole: false },
      { name: 'brief.pdf', bytes: png.length, whole: false },
    ]);
  });

  it('reads the named parts of the server’s structure, a forwarded mail as one, with base64’s size decoded', () => {
    const structure = {
      type: 'multipart/mixed',
      childNodes: [
        { part: '1', type: 'text/plain', size: 20 },
        {
          part: '2',
          type: 'application/pdf',
          encoding: 'base64',
          size: 78_000,
          disposition: 'attachment',
          dispositionParameters: { filename: 'brief.pdf' },
        },
        {
          part: '3',
          type: 'message/rfc822',
          size: 500,
          parameters: { name: 'earlier.eml' },
          childNodes: [{ type: 'text/plain', size: 10 }],
        },
      ],
    };
    expect(namedPartsOf(structure)).toEqual([
      { name: 'brief.pdf', type: 'application/pdf', bytes: 57_000, inline: false },
      { name: 'earlier.eml', type: 'message/rfc822', bytes: 500, inline: false },
    ]);
  });
});

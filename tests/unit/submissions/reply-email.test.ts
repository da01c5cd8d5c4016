import { describe, expect, it } from 'vitest';
import { APPLICATION, ENQUIRY, replyAddressOf, type SubmissionRecord } from '../../../submissions';
import { messageIdFor } from '../../../submissions/emails/message-ids';
import { firstNameOf, replyFrame, replyMessage, replyText, type ReplySigner } from '../../../submissions/emails/reply-email';

const MAIL = {
  from: 'website@northbeam.test',
  fromName: 'Northbeam Studio',
  to: 'studio@northbeam.test',
  careersTo: 'careers@northbeam.test',
  inbound: null,
};
/** Text as read: the no-break spaces of Russian typography as spaces. */
const read = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const SAM: ReplySigner = { name: 'Sam Lee', title: 'Project lead', email: 'sam@northbeam.test' };

/** A stored enquiry as the store reads one: received on December 4, 2026 in both zones the emails use. */
const enquiry = (fields: Partial<SubmissionRecord> = {}): SubmissionRecord => ({
  kind: 'enquiry',
  number: 5,
  createdAt: '2026-12-04T12:00:00.000Z',
  name: 'Ann Lee',
  email: 'ann@example.com',
  locale: 'en',
  status: 'new',
  fields: { phone: '+1 307 555 0100', company: null, project: 'A booking app.\n\nFor three clinics.', budget: null },
  file: null,
  delivery: 'sent',
  deliveryAttempts: 1,
  notes: [],
  assignee: null,
  firstReplyAt: null,
  awaitingSince: '2026-12-04T12:00:00.000Z',
  consent: null,
  ...fields,
});

describe('firstNameOf: whom a reply greets', () => {
  it.each([
    ['Ann Lee', 'Ann'],
    ['Mary-Kate O’Neil', 'Mary-Kate'],
    ['Анна Смирнова', 'Анна'],
    // An initial is no first name: the whole name, as the sender gave it.
    ['J. R. R. Tolkien', 'J. R. R. Tolkien'],
    ['Maya https://win.example', null],
  ])('%s: %s', (name, first) => expect(firstNameOf(name)).toBe(first));
});

describe('replyFrame: what the email adds around the words of staff', () => {
  it('greets by the first name, signs with the name, the title and the studio, and quotes the message line by line', () => {
    expect(replyFrame(ENQUIRY, enquiry(), SAM)).toEqual({
      greeting: 'Hello Ann,',
      signature: ['Best regards,', 'Sam Lee', 'Project lead', 'Northbeam, digital product studio'],
      quote: { attribution: 'On December 4, 2026, Ann Lee wrote:', lines: ['> A booking app.', '>', '> For three clinics.'] },
    });
  });

  it('in Russian: «Здравствуйте, Анна!», and a quote line without the writer’s gender', () => {
    const frame = replyFrame(ENQUIRY, enquiry({ locale: 'ru', name: 'Анна Смирнова' }), SAM);
    expect(frame.greeting).toBe('Здравствуйте, Анна!');
    expect(frame.signature.map(read)).toEqual(['С уважением,', 'Sam Lee', 'Project lead', 'Northbeam, студия цифровых продуктов']);
    expect(read(frame.quote?.attribution)).toBe('Ваше сообщение от 4 декабря 2026 г.:');
  });

  it('signs with the address until the account has a name, and as the studio alone for a script', () => {
    expect(replyFrame(ENQUIRY, enquiry(), { name: null, title: null, email: 'sam@northbeam.test' }).signature).toEqual([
      'Best regards,',
      'sam@northbeam.test',
      'Northbeam, digital product studio',
    ]);
    expect(replyFrame(ENQUIRY, enquiry(), null).signature).toEqual(['Best regards,', 'Northbeam, digital product studio']);
  });

  it('greets and quotes without a name that is not plainly one, and quotes nothing when nothing was written', () => {
    const frame = replyFrame(
      APPLICATION,
      enquiry({ kind: 'application', name: 'win.example', fields: { job: 'product-designer', note: '' } }),
      SAM,
    );
    expect(frame.greeting).toBe('Hello,');
    expect(frame.quote).toBeNull();
    expect(replyFrame(ENQUIRY, enquiry({ name: 'win.example' }), SAM).quote?.attribution).toBe('On December 4, 2026, you wrote:');
  });
});

describe('replyMessage: the email, in the thread the visitor has', () => {
  const record = enquiry();
  const frame = replyFrame(ENQUIRY, record, SAM);
  const text = replyText(frame, 'Would Tuesday suit you?');
  const confirmation = '<enquiry-5-confirmation-abc@northbeam.test>';
  const first = '<enquiry-5-reply-def@northbeam.test>';

  it('goes on from the confirmation: its subject after "Re: ", In-Reply-To the last email, References all of them', () => {
    const message = replyMessage(ENQUIRY, record, { text, frame, signer: SAM }, MAIL, { confirmation, later: [first], answering: null });
    expect(message).toMatchObject({
      from: { name: 'Sam Lee at Northbeam', address: MAIL.from },
      to: 'ann@example.com',
      replyTo: MAIL.to,
      subject: 'Re: We have your message — Northbeam',
      inReplyTo: first,
      references: [confirmation, first],
    });
    expect(message.text).toBe(
      [
        'Hello Ann,',
        '',
        'Would Tuesday suit you?',
        '',
        'Best regards,',
        'Sam Lee',
        'Project lead',
        'Northbeam, digital product studio',
        '',
        'On December 4, 2026, Ann Lee wrote:',
        '> A booking app.',
        '>',
        '> For three clinics.',
      ].join('\n'),
    );
  });

  it('without a kept confirmation: the kind’s own subject, and no thread until a reply starts one', () => {
    const alone = replyMessage(ENQUIRY, record, { text, frame, signer: null }, MAIL, { confirmation: null, later: [], answering: null });
    expect(alone.subject).toBe('Re: Your project inquiry #5 — Northbeam');
    expect(alone.from).toEqual({ name: MAIL.fromName, address: MAIL.from });
    expect(alone).not.toHaveProperty('inReplyTo');
    expect(alone).not.toHaveProperty('references');
    const next = replyMessage(ENQUIRY, record, { text, frame, signer: SAM }, MAIL, { confirmation: null, later: [first], answering: null });
    expect([next.inReplyTo, next.references]).toEqual([first, [first]]);
  });

  it('answers the visitor’s latest answer, References every message, and asks for the answer at the record’s signed address', () => {
    const answer = '<CAF=answer@mail.example.com>';
    const second = '<enquiry-5-reply-ghi@northbeam.test>';
    const inbound = { address: 'desk@northbeam.test', secret: 'inbound-secret-for-the-unit-tests-01234' };
    const message = replyMessage(
      ENQUIRY,
      record,
      { text, frame, signer: SAM },
      { ...MAIL, inbound },
      { confirmation, later: [first, answer, second], answering: answer },
    );
    expect(message).toMatchObject({
      replyTo: replyAddressOf(inbound.address, inbound.secret, { kind: 'enquiry', number: 5 }),
      inReplyTo: answer,
      references: [confirmation, first, answer, second],
    });
    expect(message.replyTo).toMatch(/^desk\+enquiry5\.[0-9a-f]{16}@northbeam\.test$/);
  });

  it('is from «Sam Lee, Northbeam» in Russian, and an application’s subject names the position', () => {
    const russian = enquiry({ kind: 'application', locale: 'ru', fields: { job: 'product-designer', note: 'Шесть лет.' } });
    const message = replyMessage(APPLICATION, russian, { text, frame, signer: SAM }, MAIL, { confirmation, later: [], answering: null });
    expect(message.from).toEqual({ name: 'Sam Lee, Northbeam', address: MAIL.from });
    expect(read(message.subject)).toBe('Re: Ваш отклик на вакансию «Продуктовый дизайнер» — Northbeam');
    expect(message.replyTo).toBe(MAIL.careersTo);
  });
});

describe('messageIdFor', () => {
  it('is random, on the domain of MAIL_FROM', () => {
    const id = messageIdFor('enquiry-5-confirmation', MAIL.from);
    expect(id).toMatch(/^<enquiry-5-confirmation-[\w-]{16}@northbeam\.test>$/);
    expect(messageIdFor('enquiry-5-confirmation', MAIL.from)).not.toBe(id);
  });
});

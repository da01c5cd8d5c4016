import { describe, expect, it } from 'vitest';
import { conversationOf, type ConversationParts } from '../../../desk/conversation';
import { ENQUIRY, type RecordMail, type SubmissionRecord } from '../../../submissions';

const record: SubmissionRecord = {
  kind: 'enquiry',
  number: 42,
  createdAt: '2026-12-04T09:00:00.000Z',
  name: 'Maya Fischer',
  email: 'Maya@Larkspur.example',
  locale: 'en',
  status: 'replied',
  fields: { project: 'A booking app for three clinics.', phone: '+1 555 0100', company: null, budget: null },
  file: null,
  delivery: 'sent',
  deliveryAttempts: 1,
  notes: [],
  assignee: null,
  firstReplyAt: '2026-12-04T10:00:00.000Z',
  awaitingSince: null,
  consent: null,
};

/** A mail of the record's, from its sender unless told otherwise. */
const mail = (id: number, receivedAt: string, fields: Partial<RecordMail> = {}): RecordMail => ({
  id,
  receivedAt,
  fromAddress: 'maya@larkspur.example',
  fromName: 'Maya Fischer',
  newWords: 'Thursday suits us.',
  class: 'reply',
  staff: null,
  returned: null,
  attachments: [],
  ...fields,
});

const parts = (changes: Partial<ConversationParts>): ConversationParts => ({
  kind: ENQUIRY,
  record,
  history: [],
  replies: [],
  mail: [],
  names: new Map([['sam@northbeam.test', 'Sam Lee']]),
  ...changes,
});

describe('a record’s conversation', () => {
  it('tells the submission, the notes, the replies and the mail in time order, each with who wrote it; status changes stay in the history', () => {
    const items = conversationOf(
      parts({
        history: [
          { at: '2026-12-04T10:00:00.000Z', kind: 'reply', detail: 'Hello Maya, …', author: 'sam@northbeam.test' },
          { at: '2026-12-04T10:00:00.000Z', kind: 'status', detail: 'replied', author: 'sam@northbeam.test' },
          { at: '2026-12-04T12:00:00.000Z', kind: 'note', detail: 'Call on Thursday.', author: 'ann@northbeam.test' },
        ],
        replies: [
          {
            at: '2026-12-04T10:00:00.000Z',
            author: 'sam@northbeam.test',
            text: 'Hello Maya, …',
            email: { id: 7, state: 'sent', sentAt: '2026-12-04T10:00:05.000Z' },
          },
        ],
        mail: [mail(3, '2026-12-04T11:00:00.000Z'), mail(4, '2026-12-04T13:00:00.000Z', { newWords: 'And Friday too.' })],
      }),
    );
    expect(items.map((item) => [item.kind, item.at, item.author, item.authorName, item.text])).toEqual([
      ['submission', record.createdAt, record.email, 'Maya Fischer', 'A booking app for three clinics.'],
      ['reply', '2026-12-04T10:00:00.000Z', 'sam@northbeam.test', 'Sam Lee', 'Hello Maya, …'],
      ['mail', '2026-12-04T11:00:00.000Z', 'maya@larkspur.example', 'Maya Fischer', 'Thursday suits us.'],
      ['note', '2026-12-04T12:00:00.000Z', 'ann@northbeam.test', null, 'Call on Thursday.'],
      ['mail', '2026-12-04T13:00:00.000Z', 'maya@larkspur.example', 'Maya Fischer', 'And Friday too.'],
    ]);
    expect(items[1]).toMatchObject({ email: { id: 7, state: 'sent' } });
    expect(items[2]).toMatchObject({ original: '/api/contacts/42/mail/3', automatic: false, bounce: false, otherAddress: null });
  });

  it('marks an automatic reply, a bounce with the reply it returned, and mail from another address than the record’s, but not a colleague’s nor a mail system’s', () => {
    const replies = [
      { at: '2026-12-04T10:00:00.000Z', author: null, text: 'Hello', email: { id: 7, state: 'failed' as const, sentAt: null } },
    ];
    const [, , away, bounce, stranger, colleague] = conversationOf(
      parts({
        replies,
        mail: [
          mail(1, '2026-12-04T11:00:00.000Z', { class: 'auto-reply', fromAddress: 'MAYA@larkspur.example' }),
          mail(2, '2026-12-04T11:01:00.000Z', {
            class: 'bounce',
            fromAddress: 'mailer-daemon@mx.example',
            fromName: '',
            returned: { emailId: 7, kind: 'reply' },
          }),
          mail(3, '2026-12-04T12:00:00.000Z', { fromAddress: 'maya.private@example.org' }),
          mail(4, '2026-12-04T13:00:00.000Z', { fromAddress: 'sam@northbeam.test', staff: { email: 'sam@northbeam.test', name: null } }),
        ],
      }),
    );
    expect(away).toMatchObject({ kind: 'mail', automatic: true, bounce: false, otherAddress: null });
    expect(bounce).toMatchObject({
      kind: 'mail',
      bounce: true,
      returned: { kind: 'reply', at: '2026-12-04T10:00:00.000Z' },
      otherAddress: null,
      authorName: null,
    });
    expect(stranger).toMatchObject({ kind: 'mail', otherAddress: 'maya.private@example.org' });
    expect(colleague).toMatchObject({ kind: 'staff-mail', author: 'sam@northbeam.test', authorName: 'Sam Lee', otherAddress: null });
  });

  it('lists attachments with their download when kept and why not otherwise, and keeps the new words’ lines with one blank line at most', () => {
    const [, item] = conversationOf(
      parts({
        mail: [
          mail(5, '2026-12-04T11:00:00.000Z', {
            newWords: 'First line  \nsecond line\n\n\n\nAfter a gap.',
            attachments: [
              { id: 8, name: 'brief.pdf', type: 'application/pdf', bytes: 120_000, kept: true },
              { id: 9, name: 'video.mov', type: 'video/quicktime', bytes: 40 * 1024 * 1024, kept: false },
              { id: 10, name: 'tool.exe', type: 'application/x-msdownload', bytes: 2048, kept: false },
            ],
          }),
        ],
      }),
    );
    expect(item).toMatchObject({
      text: 'First line\nsecond line\n\nAfter a gap.',
      attachments: [
        { name: 'brief.pdf', bytes: 120_000, path: '/api/contacts/42/attachments/8', notKept: null },
        { name: 'video.mov', path: null, notKept: 'size' },
        { name: 'tool.exe', path: null, notKept: 'type' },
      ],
    });
  });
});

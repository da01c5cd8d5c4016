import type { Db } from '../../platform/database/open-database';
import type { ComposeEmail } from '../../platform/mail/outbox-worker';
import type { AnyKind } from '../kinds';
import type { MailSettings } from '../kinds/submission-kind';
import { replyToOf } from '../inbound/reply-address';
import { submissionById } from '../submission-store';

/** The name a submission's notification or confirmation is filed under without SMTP: `enquiry-42`, `enquiry-42-confirmation`. */
export const submissionEmailName = (kind: string, number: number, email: 'notification' | 'confirmation'): string =>
  email === 'notification' ? `${kind}-${number}` : `${kind}-${number}-confirmation`;

/**
 * The outbox worker's composer: an outbox row's submission, read now, as its kind's
 * notification to the studio or confirmation to the sender. Filed as `enquiry-42.eml`,
 * `enquiry-42-confirmation.eml` when there is no SMTP server. `kinds` are the table's (a test adds its own).
 */
export function composeEmail(db: Db, settings: MailSettings, kinds: readonly AnyKind[]): ComposeEmail {
  return async ({ submissionId, kind: email }) => {
    // A reply carries its message; without one (sent already) there is nothing to compose.
    if (email !== 'notification' && email !== 'confirmation') throw new Error(`a ${email} email has no message to send`);
    const record = await submissionById(db, submissionId);
    if (!record) throw new Error(`submission ${submissionId} does not exist`);
    const kind = kinds.find(({ name }) => name === record.kind);
    if (!kind) throw new Error(`submission ${submissionId} is of no known kind (${record.kind})`);
    const view = kind.view(record);
    // The visitor's answer to their confirmation comes back to the record (the studio's own notification has no Reply-To).
    const replyTo = replyToOf(settings.inbound, { kind: kind.name, number: record.number });
    return {
      message:
        email === 'notification'
          ? kind.emails.notification(view, settings)
          : { ...kind.emails.confirmation(view, settings), ...(replyTo && { replyTo }) },
      name: submissionEmailName(kind.name, record.number, email),
      about: { [`${kind.name}Id`]: record.number },
    };
  };
}

/** The kinds of rows two tables hold, for both schemas (a schema module exports its tables only). */

/** What the history of a submission records. */
export const SUBMISSION_EVENT_KINDS = ['status', 'note', 'resend', 'reply', 'assign'] as const;

/**
 * What an outbox row is: a submission's two emails, a staff reply to its sender, a staff
 * invitation, the reminder of an enquiry awaiting its reply, the notice to staff that a sender answered.
 */
export const OUTBOX_KINDS = ['notification', 'confirmation', 'reply', 'invitation', 'reminder', 'answer-notice'] as const;

/** What an arriving mail is (decision 0063): an answer someone wrote, an automatic reply, or a bounce of the studio's email. */
export const INBOUND_CLASSES = ['reply', 'auto-reply', 'bounce'] as const;

/**
 * What an enquiry says, in English, wherever it shows: its form's answers (the dictionary's
 * `enquiry`, which pages and islands render), the email that confirms it, a staff reply's
 * opening, its words on the desk and its items in the consent document (decision 0054).
 */
export const enquiryEn = {
  /** The contact form's answers and what it says once sent: the dictionary's `enquiry` (shared/i18n/). */
  form: {
    sentTitle: 'Message sent',
    sentText: 'Thank you for your message. We’ll get back to you soon!',
    errors: {
      phone: 'Phone number is required',
      project: 'Please tell us about your project',
      budget: 'Choose one of the budget ranges',
      malformed: 'The request could not be read as JSON',
      unsupportedType: 'Send the inquiry as JSON (Content-Type: application/json)',
      tooLarge: 'The inquiry is too large; please shorten it',
    },
  },
  /**
   * The email that confirms an enquiry to the visitor (submissions/emails/confirmation-email.ts); no
   * island reads it. Nothing the visitor typed is in it, their name neither; its time is in UTC.
   */
  confirmationEmail: {
    subject: 'We have your message — Northbeam',
    greeting: 'Hello,',
    intro: 'Thank you for writing to Northbeam. We received your project inquiry on {date}, at {time} UTC. Its reference number is #{id}.',
    promise:
      'A strategist from our team will reply within 24 hours, weekends included. If anything changes in the meantime, simply reply to this email.',
    notYou: 'If you did not send this message, you can ignore this email: we will not write again unless you contact us.',
    signature: 'The Northbeam team',
  },
  /**
   * The studio's notification of one (submissions/emails/notification-email.ts): its first line and
   * subject, the reply it promised, and the labels of its own fields with NOTIFY_DETAILS=full.
   */
  notification: {
    title: 'New project inquiry #{id} from the website',
    promise: 'within 24 hours',
    labels: {
      company: 'Company',
      budget: 'Budget',
      project: 'Project',
    },
  },
  /** A staff reply's subject (when the sender has no confirmation to continue) and the line the desk's composer opens with (submissions/emails/reply-email.ts). */
  reply: {
    subject: 'Re: Your project inquiry #{id} — Northbeam',
    body: 'Thank you for telling us about your project.',
  },
  /**
   * On the desk: its list's name (in the desk's bar, and the list's heading), a record's title
   * and link back, its status's words (`statusTabs` name the list's tabs) and its consent's purpose.
   */
  desk: {
    list: 'Enquiries',
    title: 'Enquiry {id}',
    back: 'Back to the enquiries',
    status: 'Status',
    setStatus: 'Mark as',
    statusOf: { new: 'New', replied: 'Replied', archived: 'Archived', spam: 'Spam' },
    statusTabs: { new: 'New', replied: 'Replied', archived: 'Archived', spam: 'Spam' },
    statusEvent: 'Marked as {status}',
    /** What it promised, after when its reply is due on a record's page (desk/promise/); a kind that promises no reply has none. */
    promised: 'promised within 24 hours',
    purpose: 'Answering an enquiry',
  },
  /** Its items in the consent document's purposes, data and term (shared/content/legal/consent-*.ts). */
  consent: {
    purpose: {
      term: 'An inquiry',
      text: 'To read and answer your inquiry about a project, to prepare a proposal if you ask for one, and to continue the conversation you started, by email or by phone.',
    },
    data: {
      term: 'From an inquiry',
      text: 'Your name, email address, phone number and message, and your company name and budget range if you give them.',
    },
    duration: {
      term: 'An inquiry',
      text: '{enquiryMonths} after the inquiry last changed: when it arrived, or our latest note, reply or change of its status.',
    },
  },
} as const;

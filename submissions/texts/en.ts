/** The submissions' server-only texts: the emails to visitors and to the studio, and the data-request archive's header. */
export const en = {
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
  /** The email that confirms an application to the applicant (submissions/emails/application-emails.ts); no island reads it. */
  applicationEmail: {
    subject: 'Your application for {job} — Northbeam',
    greeting: 'Hello,',
    intro:
      'Thank you for applying for the {job} position at Northbeam. We received your application on {date}, at {time} UTC. Its reference number is #{id}.',
    promise:
      'A person on our hiring team reads every application. We will reply within five business days, whatever our decision, and if we would like to talk, we will suggest a time for a first call.',
    notYou: 'If you did not apply, you can ignore this email: we will not write again unless you contact us.',
    signature: 'The Northbeam team',
  },
  /**
   * The studio's notification of a new enquiry or application (submissions/emails/notification-email.ts),
   * in both languages one after the other, since nobody's language is known in a shared mailbox.
   * By default nothing the sender typed is in it; with NOTIFY_DETAILS=full their details follow,
   * labelled in both languages, and still no file (decision 0057).
   */
  notificationEmail: {
    enquiry: 'New project inquiry #{id} from the website',
    application: 'New application #{id} for the {job} position from the website',
    received: 'Received: {date}, {time} UTC.',
    promise: { enquiry: 'within 24 hours', application: 'within five business days' },
    left: 'We promised a reply {promise}: {time} left.',
    late: 'We promised a reply {promise}: {time} overdue.',
    link: 'Open it in the desk: {link}',
    withoutDetails: 'The sender’s details are in the desk only: this email carries none of them.',
    withDetails: 'The sender’s details follow. Files are never attached: download them from the desk.',
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      company: 'Company',
      budget: 'Budget',
      portfolio: 'Portfolio',
      language: 'Language',
      project: 'Project',
      note: 'Note',
    },
    notGiven: 'not given',
  },
  /**
   * The template a staff reply starts from (submissions/emails/reply-email.ts), in the sender's
   * language: the desk's reply form is filled with it and the member of staff completes it.
   */
  replyEmail: {
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    enquiry: {
      subject: 'Re: Your project inquiry #{id} — Northbeam',
      body: 'Thank you for telling us about your project.',
    },
    application: {
      subject: 'Re: Your application for {job} — Northbeam',
      body: 'Thank you for applying for the {job} position at Northbeam.',
    },
    signature: 'Best regards,\n{email}\nNorthbeam, digital product studio',
  },
  /** A data request's export (submissions/subject/subject-archive.ts) heads it in both languages: what each part of the JSON document is. */
  subjectArchive: {
    title: 'Personal data held by the Northbeam studio site under one email address',
    dates: 'Times are in UTC, in ISO 8601 form.',
    parts: {
      submissions:
        'Every enquiry and job application sent from this address, as stored: the form’s fields, language, status, when it arrived and the consent given with it. A CV is in this archive at the path in “cvInArchive”.',
      history: 'What happened to them after they arrived: status changes, the team’s notes, replies sent with their text, assignments.',
      emails:
        'The site’s emails about them or to this address: which email, its delivery state and times. An email’s text is composed when it is sent and not kept, except while it waits to be sent.',
      mentions: 'Notes on other people’s records that mention this address, or a name or phone number given in these submissions.',
    },
  },
} as const;

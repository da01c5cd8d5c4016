/** The submissions' server-only texts besides each kind's own (shared/submissions/texts/): the studio's notifications, a staff reply's template and the data-request archive's header. */
export const en = {
  /**
   * The studio's notification of a new enquiry or application (submissions/emails/notification-email.ts),
   * in both languages one after the other, since nobody's language is known in a shared mailbox.
   * By default nothing the sender typed is in it; with NOTIFY_DETAILS=full their details follow,
   * labelled in both languages, and still no file (decision 0057). Each kind's first line, promise
   * and own fields' labels are its texts' `notification` (shared/submissions/texts/).
   */
  notificationEmail: {
    /** In the studio's time zone, named by its offset and city ("GMT-7 (Denver)"). */
    received: 'Received: {date}, {time} {zone}.',
    left: 'We promised a reply {promise}: {time} left.',
    late: 'We promised a reply {promise}: {time} overdue.',
    link: 'Open it in the desk: {link}',
    withoutDetails: 'The sender’s details are in the desk only: this email carries none of them.',
    withDetails: 'The sender’s details follow. Files are never attached: download them from the desk.',
    labels: {
      name: 'Name',
      email: 'Email',
      phone: 'Phone',
      language: 'Language',
    },
    notGiven: 'not given',
  },
  /**
   * When a confirmation says the form arrived (its kind's intro, `{when}`): the day and time in the
   * zone the sender's browser gave, or the day alone when it gave none.
   */
  confirmationEmail: {
    receivedAt: 'on {date}, at {time} your time',
    receivedOn: 'on {date}',
  },
  /**
   * What a staff reply adds around the words a member of staff writes in the desk
   * (submissions/emails/reply-email.ts), in the sender's language: the greeting (their first
   * name), the signature (the account's name, its title, the studio), the line before their
   * message quoted below, and the name the email is sent under.
   */
  replyEmail: {
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
    closing: 'Best regards,',
    studio: 'Northbeam, digital product studio',
    quoted: 'On {date}, {name} wrote:',
    quotedWithoutName: 'On {date}, you wrote:',
    from: '{name} at {studio}',
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
      mail: 'Emails the studio received from this address or about these submissions: who sent each and when, its subject, its new words and its whole text. Each original message is in this archive at the path in “originalInArchive”, and each attachment the studio kept at the path in its “fileInArchive”.',
      mentions: 'Notes on other people’s records that mention this address, or a name or phone number given in these submissions.',
    },
  },
} as const;

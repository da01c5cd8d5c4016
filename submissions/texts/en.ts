/** The submissions' server-only texts: the emails to visitors and the data-request archive's header. */
export const en = {
  /**
   * The template a staff reply starts from (submissions/emails/reply-email.ts), in the sender's
   * language: the desk's reply form is filled with it and the member of staff completes it.
   */
  replyEmail: {
    greeting: 'Hello {name},',
    greetingWithoutName: 'Hello,',
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

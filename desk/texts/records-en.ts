/** The desk's enquiries and applications: lists, one record's page, the reply promise and its reminder email. */
export const recordsEn = {
  statusTabs: 'Enquiries by status',
  /** The list's first view: the ones still to answer, by due time (desk/promise/reply-promise.ts); `all` leaves spam out. */
  open: 'Needs an answer',
  all: 'All',
  filters: 'Search enquiries',
  search: 'Words in the name, email, company or message',
  language: 'Language of the enquiry',
  anyLanguage: 'Any language',
  apply: 'Search',
  clear: 'Clear the search',
  exportCsv: 'Download these enquiries as CSV',
  columns: {
    received: 'Received',
    from: 'From',
    company: 'Company',
    budget: 'Budget',
    language: 'Language',
    status: 'Status',
    assignee: 'Assigned to',
    email: 'Email to the studio',
  },
  empty: 'No enquiries match this view.',
  older: 'Older enquiries',
  newest: 'Back to the newest',
  notGiven: 'not given',
  delivery: { pending: 'Waiting to send', sending: 'Sending', sent: 'Sent', failed: 'Failed', none: 'Not sent (spam)' },
  detail: {
    received: 'Received',
    language: 'Language',
    message: 'Message',
    delivery: 'Email to the studio',
    attempts: 'attempts: {count}',
    resend: 'Send the email again',
    note: 'Note for the team',
    addNote: 'Add the note',
    notes: 'Notes',
    history: 'History',
    noHistory: 'Nothing has changed since it arrived.',
    events: {
      resend: 'Email queued again',
      assign: 'Assigned to {person}',
      unassigned: 'Assigned to nobody',
    },
    /**
     * A record's one conversation, oldest first (desk/pages/conversation-list.tsx): what was sent
     * with the form, the replies, the mail that came back and the notes, each with who and when.
     */
    conversation: {
      heading: 'Conversation',
      reply: 'Reply by email',
      mail: 'Email',
      staffMail: 'Email from their own mailbox',
      note: 'Note for the team',
      /** Who wrote it, when it was the reader. */
      you: '{name} (you)',
      machine: 'A script with the staff token',
      operator: 'An operator at the command line',
      /** A reply or a note from before authors were kept. */
      unknown: 'Staff',
      automatic: 'Automatic reply',
      bounce: 'Bounce',
      /** Which of the studio's emails a bounce returned, when it is this record's. */
      returned: { confirmation: 'the confirmation did not arrive', reply: 'the reply of {time} did not arrive' },
      otherAddress: 'From another address: {address}',
      original: 'The whole email as text',
      nothingNew: 'Nothing new in this email: the whole of it is under the link below.',
      attachments: 'Attachments',
      notKept: { size: 'not kept: over 10 MB', type: 'not kept: type not accepted' },
    },
    /** Who did it, after what the history says. */
    by: '(by {author})',
    byMachine: '(by a script with the staff token)',
    byOperator: '(by an operator at the command line)',
    firstReply: 'First reply',
    notYet: 'not yet',
    /** The side column of a record's page: what it is and where it stands. */
    details: 'Details',
    /** The zone the sender's browser gave with the form. */
    timeZone: 'Their time zone',
    /**
     * The step before a final status (shared/submissions/statuses.ts): the question, its button
     * (`action` is the kind's "Move to", "Mark as"), the way back, and what the status does.
     */
    confirm: {
      question: '{action} “{status}”?',
      yes: '{action} “{status}”',
      cancel: 'Keep it as it is',
      why: {
        hired: 'The application leaves the open ones. The desk sends the applicant nothing: tell them yourself.',
        rejected:
          'The application leaves the open ones, and the time it is kept counts from now (or from the position’s closing, if that came first). The desk sends the applicant nothing: tell them yourself.',
        spam: 'It leaves every list but Spam and can no longer be answered. Spam is deleted a set time after it arrived, so an old one may go at the next daily deletion.',
      },
    },
    /** The consent ledger of a record (decision 0036). */
    consent: {
      heading: 'Consent to processing',
      version: 'Version',
      at: 'Given',
      address: 'IP address',
      language: 'Language',
      purpose: 'Purpose',
      notRecorded: 'Not recorded: this arrived before the site kept a record of consent.',
    },
    assignee: 'Assigned to',
    nobody: 'Nobody',
    assign: 'Assign',
    assignInvalid: 'That person cannot take this one any more. Choose someone from the list.',
    reply: {
      heading: 'Reply by email',
      label: 'Your reply to {email}',
      hint: 'Write only your answer, in the sender’s language. The greeting above it and your signature below are added when it is sent, and their message is quoted under them. It goes as “{sender}” from {from}; an answer comes back to {inbox}.',
      /** The email around the text area: its greeting, the text area, its signature and quote. */
      preview: 'The email as it is sent',
      send: 'Send the reply',
      sent: 'Your reply is queued and goes out in a moment.',
      /** After a reply, the composer is folded under this. */
      another: 'Write another reply',
      states: { queued: 'Queued', sent: 'Sent', failed: 'Not sent: delivery failed' },
      retry: 'Try again',
      spam: 'Spam is never answered. To reply, mark it as something else first.',
      errors: {
        empty: 'Write the reply before sending it.',
        unchanged: 'Add your answer to the opening line before sending it.',
        tooLong: 'A reply can be at most {max} characters.',
        stale: 'This form was out of date. Check the reply and send it again.',
      },
    },
  },
  applications: {
    open: 'Open',
    statusTabs: 'Applications by stage',
    filters: 'Search applications',
    search: 'Words in the name, email, position or note',
    language: 'Language of the application',
    columns: {
      received: 'Received',
      applicant: 'Applicant',
      job: 'Position',
      cv: 'CV',
      status: 'Stage',
      assignee: 'Assigned to',
      email: 'Email to the studio',
    },
    cv: 'Download the CV ({kind}, {size})',
    empty: 'No applications match this view.',
    older: 'Older applications',
    portfolio: 'Portfolio',
    setStatus: 'Stage of application {id}',
    save: 'Save',
    exportCsv: 'Download these applications as CSV',
    detail: {
      job: 'Position',
      note: 'Note from the applicant',
    },
  },
  /** The 24-hour reply promise on the enquiries page (desk/promise/). */
  promise: {
    waiting: 'Waiting for a reply',
    waitingIntro: 'The site promises a reply within 24 hours, weekends included. The longest waiting come first.',
    none: 'Every enquiry has had its reply.',
    due: 'Reply due',
    left: '{time} left',
    late: '{time} late',
    stats: 'How the promise was kept',
    statsIntro:
      'Each wait for a reply that began in the period, from an enquiry’s arrival or from its sender’s answer to a reply; spam left out. One still unanswered counts against the promise once its 24 hours are over.',
    columns: {
      period: 'Period',
      median: 'Median time to reply',
      p90: '90th percentile',
      kept: 'Answered within 24 hours',
      judged: 'Waits counted',
    },
    lastDays: 'Last {days} days',
    /** The share kept, with what it is of: a percentage alone misleads when one wait is counted. */
    keptOf: '{kept} of {judged} ({share})',
    nothing: 'none yet',
    more: '{count} more waiting: see the new enquiries',
  },
  /** The one reminder of an enquiry still unanswered 20 hours after it arrived (desk/promise/reply-reminders.ts), in its readers' language. */
  reminderEmail: {
    subject: 'Reply due: enquiry #{id} has {time} left',
    body: 'Enquiry #{id} arrived {age} ago and has no reply yet. The site promises one within 24 hours: {time} left.\n\nOpen it in the desk: {link}',
    /** Past its 24 hours already (the reminder was late, after the site was down): how late. */
    lateSubject: 'Reply overdue: enquiry #{id} is {time} late',
    lateBody:
      'Enquiry #{id} arrived {age} ago and has no reply yet. The site promises one within 24 hours: it is {time} late.\n\nOpen it in the desk: {link}',
    /** The same, of a wait its sender's answer began after a reply (decision 0064). */
    answeredBody:
      'A new message on enquiry #{id} arrived {age} ago and has no reply yet. The site promises one within 24 hours: {time} left.\n\nOpen it in the desk: {link}',
    answeredLateBody:
      'A new message on enquiry #{id} arrived {age} ago and has no reply yet. The site promises one within 24 hours: it is {time} late.\n\nOpen it in the desk: {link}',
    assigned: 'You get this because the enquiry is assigned to you.',
    unassigned: 'You get this because the enquiry is assigned to nobody and you work in sales.',
    admins: 'You get this because the enquiry is assigned to nobody and the desk has no sales accounts.',
  },
  /**
   * The notice that a record's sender answered (desk/promise/answer-notice.ts), in its readers'
   * language: which record and the link, nothing the sender wrote (decision 0057). `record` is the
   * kind's title with its number ("Enquiry 42").
   */
  answerNoticeEmail: {
    subject: '{record} has an answer',
    body: '{record}: its sender has answered. Read the answer and reply in the desk: {link}',
    assigned: 'You get this because it is assigned to you.',
    unassigned: 'You get this because it is assigned to nobody and your role answers it.',
    admins: 'You get this because it is assigned to nobody and the desk has no accounts of the role that answers it.',
  },
} as const;

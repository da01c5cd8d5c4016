/** The admins' list of inbound mail that answers no record (issue 53). */
export const mailEn = {
  unmatched: {
    title: 'Unmatched mail',
    intro:
      'Mail that came to the reply address and belongs to no record: its reply address was forged or altered, or its sender wrote to the address directly. Attach each to its record, or discard it.',
    from: 'From',
    received: 'Received',
    kind: 'What it is',
    classes: { reply: 'Written by a person', 'auto-reply': 'Automatic reply', bounce: 'Delivery failure' },
    newWords: 'What they wrote',
    noWords: 'No text of its own.',
    attachments: 'Attachments',
    noAttachments: 'None',
    noSubject: '(no subject)',
    attachHeading: 'Attach to a record',
    recordKind: 'Section',
    number: 'Record number',
    attach: 'Attach',
    discard: 'Discard…',
    empty: 'No unmatched mail. Mail that belongs to no record appears here.',
    older: 'Older mail',
    attached: 'The mail is now on {record}.',
    discarded: 'The mail and its attachments were deleted.',
    errors: {
      number: 'Enter the record’s number: a whole number, such as 42.',
      kind: 'Choose a section from the list.',
      missing: 'There is no record number {number} in {section}.',
      gone: 'That mail is no longer in the list: someone attached or discarded it.',
    },
    confirm: {
      question: 'Discard the mail from {from}?',
      why: 'The mail and its attachments are deleted for good. Discard only what belongs to no record, such as spam.',
      yes: 'Discard the mail',
      cancel: 'Keep it',
    },
  },
};

/** The desk's frame, signing in and invitations, roles, and the staff endpoints' answers. */
export const accessEn = {
  title: 'Staff desk',
  skip: 'Skip to content',
  interfaceLanguage: 'Desk language',
  signIn: {
    title: 'Sign in to the staff desk',
    intro:
      'Sign in with the passkey you created from your invitation. The desk signs you out after 30 minutes without use, and after 12 hours in any case.',
    submit: 'Sign in with a passkey',
    working: 'Waiting for your passkey…',
    failed: 'That passkey did not sign you in. Try again, or ask an admin for a new invitation.',
    cancelled: 'Signing in was cancelled. Press the button to try again.',
    needsScript: 'Signing in with a passkey needs JavaScript. Turn it on for this site and reload the page.',
    unsupported: 'This browser cannot use passkeys. Use a current version of Chrome, Edge, Firefox or Safari.',
    noAccount: 'Not on the team’s accounts yet? An admin can invite you from the desk.',
  },
  invitation: {
    title: 'Create your passkey',
    intro:
      'This invitation lets you create a passkey for the staff desk on this device: your fingerprint, face, screen lock or security key will sign you in from now on. The link works once, within 24 hours of being sent.',
    submit: 'Create a passkey',
    working: 'Waiting for your device…',
    invalid: 'This invitation has been used, replaced, or is more than 24 hours old. Ask an admin for a new one.',
    failed: 'The passkey was not created. Press the button to try again.',
    missing: 'This address holds no invitation. Open the link from your invitation email as it is.',
    needsScript: 'Creating a passkey needs JavaScript. Turn it on for this site and open the link again.',
  },
  /** The email an invitation sends through the outbox (desk/accounts/invitations.ts), in the invited account's language. */
  invitationEmail: {
    subject: 'Your invitation to the Northbeam staff desk',
    body: 'Hello,\n\nYou now have a {role} account on the Northbeam staff desk at {site}.\n\nTo sign in, open this link within 24 hours on the device you will use, and create a passkey:\n{link}\n\nThe link works once. If it has expired, ask an admin for a new invitation. If you did not expect this email, you can ignore it.\n\nThe Northbeam team',
  },
  roles: { admin: 'Admin', sales: 'Sales', recruiting: 'Recruiting' },
  forbidden: {
    title: 'Not part of your role',
    body: 'Your account’s role ({role}) does not reach this page. If you need it, ask an admin.',
    back: 'Back to the desk',
  },
  signOut: 'Sign out',
  /** Before the name and role in the header's account menu, for screen readers. */
  signedInAs: 'Signed in as',
  /** Whose records a list shows: everyone's, or the reader's own (assigned to them). */
  whose: { label: 'Whose records', everyone: 'Everyone’s', mine: 'Assigned to me' },
  nav: {
    label: 'Desk sections',
    vitals: 'Web vitals',
    accounts: 'Accounts',
    audit: 'Audit trail',
    requests: 'Data requests',
    unmatched: 'Unmatched mail',
    /** After a section's name: how many wait there. */
    waiting: '{count} waiting',
    settings: 'Settings',
  },
  /** Answers of the staff endpoints (desk/api/, desk/auth/). */
  api: {
    staffDisabled: 'Staff endpoints take no token on this site: set STAFF_TOKEN to enable them for scripts, or sign in to the staff desk.',
    staffUnauthorized: 'Sign in to the staff desk, or send a valid staff token.',
    staffForbidden: 'Your account’s role does not reach this.',
    staffSignInFailed: 'That passkey did not sign you in.',
    staffTooManyTries: 'Too many failed sign-ins from this address. Try again in {minutes} minutes.',
    staffPasskeyShape: 'Send the passkey’s answer as JSON, as the desk’s page does.',
    staffInvitationInvalid: 'This invitation has been used, replaced, or is more than 24 hours old.',
    staffOtherOrigin: 'Changes through the staff desk must come from this site’s own pages.',
    staffEnquiryNotFound: 'There is no enquiry with this number.',
    staffApplicationNotFound: 'There is no application with this number.',
    staffCvMissing: 'This CV’s file is not on this server: it may be kept on another of the site’s servers.',
    staffChangeShape:
      'Send JSON with a status ({statuses}), a note of up to 2000 characters, an assignee (an account’s id, or null), or several of them.',
    staffNothingToResend: 'There is no failed notification to send again.',
    staffAssigneeInvalid: 'The assignee must be the id of a live account whose role reaches this, or null for nobody.',
    staffReplyShape: 'Send JSON with the reply’s text, 1 to {max} characters.',
    staffReplyKey:
      'Send an Idempotency-Key header of 8 to 200 visible characters, a new one for each reply: a retry with the same key sends nothing twice.',
    staffReplySpam: 'Spam is never answered. Change its status first.',
    staffMailNotFound: 'This record has no email with this number.',
    staffAttachmentNotFound: 'This record’s emails have no kept attachment with this number.',
    staffAttachmentMissing: 'This attachment’s file is not on this server: it may be kept on another of the site’s servers.',
  },
} as const;

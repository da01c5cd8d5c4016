/**
 * What a member of staff may be (issue 28): an admin reaches everything, sales the enquiries,
 * recruiting the applications and their CVs. Each kind's entry (submissions/kinds/) says the
 * roles that reach it, desk/auth/access.ts the other areas.
 */
export const STAFF_ROLES = ['admin', 'sales', 'recruiting'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the audit trail records: who did one of these, to what, when; never what a visitor wrote. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'view',
  'download-file',
  'read-original',
  'download-attachment',
  'export-csv',
  'change-status',
  'add-note',
  'resend',
  'invite',
  'register-passkey',
  'remove-account',
  'change-role',
  'change-settings',
  'send-reply',
  'assign',
  'export-data',
  'erase-data',
  'attach-mail',
  'discard-mail',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Everything staff use: accounts (accounts/), passkeys, sessions and roles (auth/), the audit
 * trail (audit/), the desk's pages at /staff (pages/), data requests (find, export, erase a
 * person's data), the staff API under /api (api/), the 24-hour reply promise and its reminders
 * (promise/), all reading submissions through one query layer (submission-queries.ts); the
 * operator's `npm run enquiries`, `npm run staff` and `npm run subject` are built from it on their own.
 */
export { createStaffAuth, type StaffAuth } from './auth/staff-auth';
export { staffSessionRoute, DEFAULT_SIGN_IN_LIMITS } from './auth/staff-session';
export { staffApiRoutes } from './api/staff-api';
export { sitemapRebuildRoute } from './api/sitemap-rebuild';
export { deskRoutes } from './pages/desk-routes';
export { KINDS_TABLE, TABLE_KINDS, deskRecordLink, type KindDesk } from './kinds-table';
export { adminRoutes } from './pages/admin-routes';
export { requestsRoutes } from './pages/requests-routes';
export { unmatchedRoutes } from './pages/unmatched-routes';
export { invitationPageRoute } from './pages/invitation-page';
export { startReplyReminders } from './promise/reply-reminders';
export { answerHandling } from './promise/answer-notice';

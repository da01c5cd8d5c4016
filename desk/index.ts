/**
 * Everything staff use: accounts (accounts/), passkeys, sessions and roles (auth/), the audit
 * trail (audit/), the desk's pages at /staff (pages/), the staff API under /api (api/), the
 * 24-hour reply promise and its reminders (promise/), all reading submissions through one query
 * layer (submission-queries.ts); the operator's `npm run enquiries` and `npm run staff` are built
 * from it on their own.
 */
export { createStaffAuth, type StaffAuth } from './auth/staff-auth';
export { staffSessionRoute, DEFAULT_SIGN_IN_LIMITS } from './auth/staff-session';
export { staffApiRoutes } from './api/staff-api';
export { sitemapRebuildRoute } from './api/sitemap-rebuild';
export { deskRoutes } from './pages/desk-routes';
export { adminRoutes } from './pages/admin-routes';
export { invitationPageRoute } from './pages/invitation-page';
export { startReplyReminders } from './promise/reply-reminders';

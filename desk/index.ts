/**
 * Everything staff use: signing in (auth/), the desk's pages at /staff (pages/), the staff API
 * under /api (api/), all reading submissions through one query layer (submission-queries.ts);
 * the operator's `npm run enquiries` (enquiries-cli.ts) is built from it on its own.
 */
export { createStaffAuth, type StaffAuth } from './auth/staff-auth';
export { staffSessionRoute, DEFAULT_SIGN_IN_LIMITS } from './auth/staff-session';
export { staffApiRoutes } from './api/staff-api';
export { sitemapRebuildRoute } from './api/sitemap-rebuild';
export { deskRoutes } from './pages/desk-routes';
export { adminRoutes } from './pages/admin-routes';
export { invitationPageRoute } from './pages/invitation-page';

/**
 * The staff desk's pages as HTML documents, server-rendered React with no script (the
 * applications list is in application-pages.tsx), and the desk's addresses its routes and
 * its sign-in redirect to.
 */
export { APPLICATIONS_PATH, DESK_PATH, deskHref } from './desk-links';
export { enquiryPage } from './enquiry-page';
export { inboxPage } from './inbox-page';
export { signInPage, type SignInProblem } from './sign-in-page';
export { vitalsPage } from './vitals-page';

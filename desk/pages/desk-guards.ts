import type { Request, Response } from 'express';
import { isLang, type Lang } from '../../shared/i18n/langs';
import type { Db } from '../../platform/database/open-database';
import { preferredLang } from '../../platform/http/lang';
import type { StaticPageFiles } from '../../site';
import type { StaffAccount } from '../accounts/account-store';
import { countUnmatchedMail, type AnyKind } from '../../submissions';
import { reaches, type Area } from '../auth/access';
import { fromOwnOrigin, staffMessages, type StaffAuth } from '../auth/staff-auth';
import type { DeskKind } from './desk-kinds';
import { DESK_PATH, deskHref, deskSections, UNMATCHED_PATH, type DeskSection, type Viewer } from './desk-links';
import { forbiddenPage } from './forbidden-page';
import { signInPage } from './sign-in-page';

/** The desk's language: `?ui=` when it names one, else the account's, else the visitor's preferred language. */
export const deskLang = (req: Request, account?: StaffAccount): Lang =>
  isLang(req.query.ui) ? req.query.ui : (account?.lang ?? preferredLang(req));

export interface DeskOptions {
  db: Db;
  files: StaticPageFiles;
  /** The API's staff auth: the desk finds sessions the same way. */
  auth: StaffAuth;
  siteUrl: string;
  /** Wakes the mail worker after a change that may queue an email. */
  onChanged: () => void;
  /** The kinds on the desk (the kinds table's, or a test's too): their lists head the desk's bar. */
  kinds: readonly DeskKind[];
  /** Whether a mailbox is read (INBOUND_IMAP_URL): the unmatched mail's section is in the admins' bar then, else only while mail waits there. */
  inboundMail?: boolean;
}

type DeskHandler = (req: Request, res: Response, viewer: Viewer) => Promise<void>;

/**
 * How every desk page and form is let in. A page: without a session, the sign-in page; with one
 * whose role does not reach the page's area, 403 and why. A form that changes something: it must
 * come from the desk's own pages too (the cookie is sent by any page).
 */
export function deskGuards({ db, auth, files, siteUrl, kinds, inboundMail }: DeskOptions) {
  const sections = deskSections(kinds);
  /** The sections an account reaches, the unmatched mail's with how many wait there. */
  const barOf = async (account: StaffAccount): Promise<DeskSection[]> => {
    const reached = sections.filter(({ area }) => reaches({ account }, area));
    if (!reached.some(({ path }) => path === UNMATCHED_PATH)) return reached;
    const waiting = await countUnmatchedMail(db);
    return reached.flatMap((section) =>
      section.path !== UNMATCHED_PATH ? [section] : waiting > 0 || inboundMail ? [{ ...section, waiting }] : [],
    );
  };
  const send = (res: Response, status: number, html: string) => res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
  /** Lets a signed-in account whose role reaches `area` on to `handler`; `refuse` answers a request without a session. */
  const admit =
    (
      area: Area | AnyKind | null,
      handler: DeskHandler,
      { refuse, ownOrigin }: { refuse: (req: Request, res: Response) => void; ownOrigin: boolean },
    ) =>
    async (req: Request, res: Response): Promise<void> => {
      const account = await auth.accountOf(req);
      if (!account) return refuse(req, res);
      if (ownOrigin && !fromOwnOrigin(req, siteUrl)) return void res.status(403).json({ error: staffMessages(req).staffOtherOrigin });
      const viewer = { ui: deskLang(req, account), account, sections: await barOf(account) };
      if (area && !reaches({ account }, area)) return void send(res, 403, forbiddenPage(files, viewer, req.path));
      await handler(req, res, viewer);
    };
  const page = (area: Area | AnyKind | null, handler: DeskHandler) =>
    admit(area, handler, { refuse: (req, res) => void send(res, 200, signInPage(deskLang(req), files)), ownOrigin: false });
  const change = (area: Area | AnyKind | null, handler: DeskHandler) =>
    admit(area, handler, { refuse: (req, res) => res.redirect(303, deskHref(DESK_PATH, { ui: deskLang(req) })), ownOrigin: true });
  return { send, page, change };
}

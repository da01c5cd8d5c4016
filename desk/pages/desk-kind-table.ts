import type { Db } from '../../platform/database/open-database';
import type { StaticPageFiles } from '../../site';
import { APPLICATION, ENQUIRY, type KindName } from '../../submissions';
import { listQueryOrDefaults, readListPage, readReplyPromise } from '../submission-queries';
import { applicationPage } from './application-page';
import { applicationsPage } from './applications-page';
import type { Lang } from '../../shared/i18n/langs';
import { APPLICATION_DESK, ENQUIRY_DESK, recordPath, type DeskKind } from './desk-kinds';
import { deskHref, type DeskView, type Viewer } from './desk-links';
import { enquiryPage } from './enquiry-page';
import { inboxPage } from './inbox-page';
import type { RenderRecord } from './record-routes';

/** Rows on one page of a desk list. */
const DESK_PAGE = 25;

/** A desk list's query from its address: the API's query schema, its wrong parts left out, a page of the desk's length, `mine` the reader's. */
export const deskListQuery = (desk: DeskKind, query: Record<string, unknown>, viewer: Viewer) => {
  const { cursor, status, lang, q, mine } = listQueryOrDefaults(desk.kind, query);
  return {
    limit: DESK_PAGE,
    cursor,
    // A list opens on what still needs an answer.
    status: status ?? 'open',
    lang,
    q: q || undefined,
    mine: Boolean(mine),
    assigneeId: mine ? viewer.account.id : undefined,
  };
};

export type DeskListQuery = ReturnType<typeof deskListQuery>;

/** One kind's pages on the desk: its list (at `listPath`) and a record's; desk-routes.ts mounts them and their forms. */
export interface KindDesk extends DeskKind {
  listPage(context: { db: Db; files: StaticPageFiles; view: DeskView; query: DeskListQuery }): Promise<string>;
  recordPage: RenderRecord;
}

/** Every kind of the table on the desk: a kind without its entry here does not compile. */
export const DESK_KINDS: Record<KindName, KindDesk> = {
  enquiry: {
    ...ENQUIRY_DESK,
    async listPage({ db, files, view, query }) {
      // The promise heads the list's first, unfiltered page; "mine" lists only the reader's own waiting.
      const front = query.cursor === undefined && query.status === 'open' && !query.lang && !query.q;
      const promise = front ? await readReplyPromise(db, { assigneeId: query.assigneeId }) : null;
      return inboxPage(files, view, await readListPage(db, ENQUIRY, query), promise);
    },
    recordPage: (files, viewer, record, view) => enquiryPage(files, viewer, ENQUIRY.view(record), view),
  },
  application: {
    ...APPLICATION_DESK,
    listPage: async ({ db, files, view, query }) => applicationsPage(files, view, await readListPage(db, APPLICATION, query)),
    recordPage: (files, viewer, record, view) => applicationPage(files, viewer, APPLICATION.view(record), view),
  },
};

/** The desk's side of a kind of the table, by the kind's name (the audit trail's subjects). */
export const deskKindNamed = (name: string): DeskKind | undefined => Object.values(DESK_KINDS).find((desk) => desk.kind.name === name);

/**
 * A record's page on the desk as an absolute link in a reader's language: the studio's
 * notifications link to it (submissions/emails/notification-email.ts), given it by app/.
 */
export const deskRecordLink =
  (siteUrl: string) =>
  (kind: string, number: number, ui: Lang): string => {
    const desk = deskKindNamed(kind);
    if (!desk) throw new Error(`no desk has records of kind ${kind}`);
    return `${siteUrl}${deskHref(recordPath(desk, number), { ui })}`;
  };

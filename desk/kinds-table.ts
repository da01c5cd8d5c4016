import type { Db } from '../platform/database/open-database';
import type { StaticPageFiles } from '../site';
import { APPLICATION, ENQUIRY, type AnyKind, type KindName } from '../submissions';
import { listQueryOrDefaults, readListPage, readReplyPromise } from './submission-queries';
import { applicationPage } from './pages/application-page';
import { applicationsPage } from './pages/applications-page';
import type { Lang } from '../shared/i18n/langs';
import { APPLICATION_DESK, ENQUIRY_DESK, recordPath, type DeskKind } from './pages/desk-kinds';
import { deskHref, type DeskView, type Viewer } from './pages/desk-links';
import { enquiryPage } from './pages/enquiry-page';
import { inboxPage } from './pages/inbox-page';
import type { RenderRecord } from './pages/record-routes';

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

/** One kind's entry in the table: the kind (submissions/kinds/), and its pages on the desk, its list (at `listPath`) and a record's, which desk-routes.ts mounts with their forms. */
export interface KindDesk extends DeskKind {
  listPage(context: { db: Db; files: StaticPageFiles; view: DeskView; query: DeskListQuery }): Promise<string>;
  recordPage: RenderRecord;
}

/**
 * The kinds table: every kind of form a visitor can submit, one entry each, and the one list of
 * them on the server (docs/architecture.md, "Adding a form kind"; decisions 0054 and 0060). An
 * entry holds the kind's own (its form, storage, emails, staff API, the roles that reach it, how
 * long it is kept, its texts) and its desk pages. Keyed by the names of the kinds' texts, so a
 * kind without its texts or without its entry here does not compile; its order is the desk's bar.
 */
export const KINDS_TABLE: Record<KindName, KindDesk> = {
  enquiry: {
    ...ENQUIRY_DESK,
    async listPage({ db, files, view, query }) {
      // The promise heads the list's first, unfiltered page; "mine" lists only the reader's own waiting.
      const front = query.cursor === undefined && query.status === 'open' && !query.lang && !query.q;
      // Read side by side: PostgreSQL answers them on two connections at once.
      const [promise, list] = await Promise.all([
        front ? readReplyPromise(db, { assigneeId: query.assigneeId }) : null,
        readListPage(db, ENQUIRY, query),
      ]);
      return inboxPage(files, view, list, promise);
    },
    recordPage: (files, viewer, record, view) => enquiryPage(files, viewer, ENQUIRY.view(record), view),
  },
  application: {
    ...APPLICATION_DESK,
    listPage: async ({ db, files, view, query }) => applicationsPage(files, view, await readListPage(db, APPLICATION, query)),
    recordPage: (files, viewer, record, view) => applicationPage(files, viewer, APPLICATION.view(record), view),
  },
};

/** The table's kinds, in its order: what the mail, the deletion job and a person's data are handed (app/ and the commands). */
export const TABLE_KINDS: readonly AnyKind[] = Object.values(KINDS_TABLE).map(({ kind }) => kind);

/** The desk's side of a kind by its name: of the table (the audit trail's subjects), or of the kinds given (the app's). */
export const deskKindNamed = (name: string, kinds: readonly DeskKind[] = Object.values(KINDS_TABLE)): DeskKind | undefined =>
  kinds.find((desk) => desk.kind.name === name);

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

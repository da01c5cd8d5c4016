import type { SubmissionStatus } from '../../shared/submissions/statuses';
import { DESK_TEXTS } from '../texts/desk-texts';
import type { Lang } from '../../shared/i18n/langs';
import { APPLICATION, ENQUIRY, type AnyKind } from '../../submissions';
import { APPLICATIONS_PATH, DESK_PATH } from './desk-links';

/** What the desk calls one kind's records and their statuses, in the reader's language. */
export interface DeskKindCopy {
  /** "Enquiry {id}". */
  title: string;
  back: string;
  /** The status field's name ("Status", "Stage") and its buttons' legend. */
  status: string;
  setStatus: string;
  /** A status as one record's field says it, and as the list's tabs do (Russian agrees them with the noun). */
  statusOf: Record<string, string>;
  statusTabs: Record<string, string>;
  /** The history's line for a status change: "Marked as {status}". */
  statusEvent: string;
}

/** One kind on the desk: where its list and its records are, and its words. */
export interface DeskKind {
  kind: AnyKind;
  listPath: string;
  /** Under which each record's page is: `${recordsPath}/42`. */
  recordsPath: string;
  copy(ui: Lang): DeskKindCopy;
}

export const ENQUIRY_DESK: DeskKind = {
  kind: ENQUIRY,
  listPath: DESK_PATH,
  recordsPath: `${DESK_PATH}/enquiries`,
  copy(ui) {
    const desk = DESK_TEXTS[ui];
    const { detail } = desk;
    return {
      title: detail.title,
      back: detail.back,
      status: detail.status,
      setStatus: detail.setStatus,
      statusOf: desk.statusOf,
      statusTabs: desk.statuses,
      statusEvent: detail.events.status,
    };
  },
};

export const APPLICATION_DESK: DeskKind = {
  kind: APPLICATION,
  listPath: APPLICATIONS_PATH,
  recordsPath: APPLICATIONS_PATH,
  copy(ui) {
    const { applications } = DESK_TEXTS[ui];
    const { detail } = applications;
    return {
      title: detail.title,
      back: detail.back,
      status: detail.stage,
      setStatus: detail.setStage,
      statusOf: applications.stageOf,
      statusTabs: applications.stages,
      statusEvent: detail.stageEvent,
    };
  },
};

/** A record's page. */
export const recordPath = (desk: DeskKind, id: number) => `${desk.recordsPath}/${id}`;

/** One record's status in the reader's words, as its kind says it. */
export const statusLabel = (ui: Lang, desk: DeskKind, status: SubmissionStatus): string => desk.copy(ui).statusOf[status] ?? status;

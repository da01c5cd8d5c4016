import type { SubmissionStatus } from '../../shared/submissions/statuses';
import type { Lang } from '../../shared/i18n/langs';
import { KIND_TEXTS, type KindTextsName } from '../../shared/submissions/texts/kind-texts';
import { APPLICATION, ENQUIRY, type AnyKind } from '../../submissions';
import { APPLICATIONS_PATH, DESK_PATH } from './desk-links';

/** One kind on the desk: where its list and its records are (its words are its texts' `desk`). */
export interface DeskKind {
  kind: AnyKind;
  listPath: string;
  /** Under which each record's page is: `${recordsPath}/42`. */
  recordsPath: string;
}

export const ENQUIRY_DESK: DeskKind = {
  kind: ENQUIRY,
  listPath: DESK_PATH,
  recordsPath: `${DESK_PATH}/enquiries`,
};

export const APPLICATION_DESK: DeskKind = {
  kind: APPLICATION,
  listPath: APPLICATIONS_PATH,
  recordsPath: APPLICATIONS_PATH,
};

/** A record's page. */
export const recordPath = (desk: DeskKind, id: number) => `${desk.recordsPath}/${id}`;

/** One record's status in the reader's words, as its kind says it. */
export const statusLabel = (ui: Lang, desk: DeskKind, status: SubmissionStatus): string =>
  desk.kind.texts[ui].desk.statusOf[status] ?? status;

/** What a record's consent was for, in the reader's words: its purpose is the name of the kind it was given for, one of the texts' list. */
export const purposeLabel = (ui: Lang, purpose: string): string =>
  Object.hasOwn(KIND_TEXTS, purpose) ? KIND_TEXTS[purpose as KindTextsName][ui].desk.purpose : purpose;

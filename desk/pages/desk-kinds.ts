import type { SubmissionStatus } from '../../shared/submissions/statuses';
import { KIND_TEXTS, type KindTexts } from '../../shared/submissions/texts/kind-texts';
import type { Lang } from '../../shared/i18n/langs';
import { APPLICATION, ENQUIRY, type AnyKind } from '../../submissions';
import { APPLICATIONS_PATH, DESK_PATH } from './desk-links';

/** What the desk calls one kind's records and their statuses, in the reader's language: the kind's texts (shared/submissions/texts/). */
export type DeskKindCopy = KindTexts['desk'];

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
  copy: (ui) => KIND_TEXTS.enquiry[ui].desk,
};

export const APPLICATION_DESK: DeskKind = {
  kind: APPLICATION,
  listPath: APPLICATIONS_PATH,
  recordsPath: APPLICATIONS_PATH,
  copy: (ui) => KIND_TEXTS.application[ui].desk,
};

/** A record's page. */
export const recordPath = (desk: DeskKind, id: number) => `${desk.recordsPath}/${id}`;

/** One record's status in the reader's words, as its kind says it. */
export const statusLabel = (ui: Lang, desk: DeskKind, status: SubmissionStatus): string => desk.copy(ui).statusOf[status] ?? status;

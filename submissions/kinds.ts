import { APPLICATION } from './kinds/application';
import { ENQUIRY } from './kinds/enquiry';
import type { SubmissionInput, SubmissionKind } from './kinds/submission-kind';

/**
 * Every kind of form a visitor can submit. A new kind is one entry here and its module beside
 * these: its schema (shared/submissions/), its texts (the form's in shared/i18n/, the emails' in
 * submissions/texts/) and its emails.
 */
export const KINDS = [ENQUIRY, APPLICATION] as const;

/** A kind of the table seen by the pipeline, which hands each kind only what its own schema produced. */
export type AnyKind = SubmissionKind<SubmissionInput, unknown>;

export const kindNamed = (name: string): AnyKind | undefined => KINDS.find((kind) => kind.name === name);

export { APPLICATION, ENQUIRY };

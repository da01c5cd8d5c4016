import { APPLICATION } from './kinds/application';
import { ENQUIRY } from './kinds/enquiry';
import type { KindTextsName } from '../shared/submissions/texts/kind-texts';
import type { SubmissionInput, SubmissionKind } from './kinds/submission-kind';

/**
 * A kind's name: one of the texts' list (shared/submissions/texts/kind-texts.ts), which the
 * dictionary and the consent document read. The kinds table (desk/kinds-table.ts) is keyed by it,
 * so none is left out; what here works on every kind is handed the table's kinds.
 */
export type KindName = KindTextsName;

/** A kind of the table seen by the pipeline, which hands each kind only what its own schema produced. */
export type AnyKind = SubmissionKind<SubmissionInput, unknown>;

export { APPLICATION, ENQUIRY };

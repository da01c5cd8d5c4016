import { APPLICATION } from './kinds/application';
import { ENQUIRY } from './kinds/enquiry';
import type { KindTextsName } from '../shared/submissions/texts/kind-texts';
import type { SubmissionInput, SubmissionKind } from './kinds/submission-kind';

/**
 * Every kind of form a visitor can submit, and the one place a kind is defined: its entry says
 * its form, storage, emails, staff API, the roles that reach it, how long it is kept and its
 * texts (docs/architecture.md, "Adding a form kind"). A kind's name must be one of the texts'
 * list (shared/submissions/texts/kind-texts.ts), which the dictionary and the consent document read.
 */
export const KINDS = [ENQUIRY, APPLICATION] as const satisfies readonly { name: KindTextsName }[];

/** The name of a kind of the table: the desk's table of kinds is keyed by it, so none is left out. */
export type KindName = (typeof KINDS)[number]['name'];

/** A kind of the table seen by the pipeline, which hands each kind only what its own schema produced. */
export type AnyKind = SubmissionKind<SubmissionInput, unknown>;

export const kindNamed = (name: string): AnyKind | undefined => KINDS.find((kind) => kind.name === name);

export { APPLICATION, ENQUIRY };

import { APPLICATION } from './kinds/application';
import { ENQUIRY } from './kinds/enquiry';
import type { SubmissionInput, SubmissionKind } from './kinds/submission-kind';

/**
 * Every kind of form a visitor can submit, and the one place a kind is defined: its entry says
 * its form, storage, emails, staff API, the roles that reach it and how long it is kept
 * (docs/architecture.md, "Adding a form kind").
 */
export const KINDS = [ENQUIRY, APPLICATION] as const;

/** The name of a kind of the table: the desk's table of kinds is keyed by it, so none is left out. */
export type KindName = (typeof KINDS)[number]['name'];

/** A kind of the table seen by the pipeline, which hands each kind only what its own schema produced. */
export type AnyKind = SubmissionKind<SubmissionInput, unknown>;

export const kindNamed = (name: string): AnyKind | undefined => KINDS.find((kind) => kind.name === name);

export { APPLICATION, ENQUIRY };

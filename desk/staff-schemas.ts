import { z } from 'zod';
import type { SubmissionStatus } from '../shared/submissions/statuses';
import { IDEMPOTENCY_KEY, type AnyKind } from '../submissions';

/** What staff may write: a note for the team, a reply to the sender. */
export const MAX_NOTE = 2000;
export const MAX_REPLY = 10_000;

const changeSchema = (statuses: readonly [SubmissionStatus, ...SubmissionStatus[]]) =>
  z
    .object({
      status: z.enum(statuses).optional(),
      note: z.string().trim().min(1).max(MAX_NOTE).optional(),
      /** An account's id, or null for nobody. */
      assignee: z.number().int().positive().nullable().optional(),
    })
    .strict()
    .refine((change) => change.status !== undefined || change.note !== undefined || change.assignee !== undefined);

export type StaffChange = z.infer<ReturnType<typeof changeSchema>>;

const changeSchemas = new Map<string, ReturnType<typeof changeSchema>>();

/**
 * A staff change of a kind's submission, from the desk's forms and the API's PATCH alike: a
 * status of the kind's own, a note, an assignee, or several.
 */
export function changeSchemaOf(kind: AnyKind): ReturnType<typeof changeSchema> {
  let schema = changeSchemas.get(kind.name);
  if (!schema) changeSchemas.set(kind.name, (schema = changeSchema(kind.staff.statuses as [SubmissionStatus, ...SubmissionStatus[]])));
  return schema;
}

/** A desk form's assignee: an account's id, or '' for nobody. */
export const AssigneeFieldSchema = z.union([z.literal('').transform(() => null), z.coerce.number().int().positive()]);

/** A reply to a submission's sender, from the desk's form and the API's POST alike. */
export const ReplySchema = z.object({ text: z.string().trim().min(1).max(MAX_REPLY) }).strict();

/** Whether a refused reply was empty or too long: the desk says which. */
export const replyProblemOf = (error: z.ZodError): 'empty' | 'tooLong' =>
  error.issues.some((issue) => issue.code === 'too_big') ? 'tooLong' : 'empty';

/** A reply's one-time key: the desk form's hidden field, or the API's Idempotency-Key, as the forms' keys are. */
export const ReplyKeySchema = z.string().regex(IDEMPOTENCY_KEY);

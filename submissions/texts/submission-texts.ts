import type { Widen } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { en } from './en';
import { ru } from './ru';

export type SubmissionTexts = Widen<typeof en>;

/** The submissions' texts that only the server reads: emails and the data-request archive. */
export const SUBMISSION_TEXTS: Record<Lang, SubmissionTexts> = { en, ru };

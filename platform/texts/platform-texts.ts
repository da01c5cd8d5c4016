import type { Widen } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { en } from './en';
import { ru } from './ru';

/** The answers of the server itself to an API request no route served, in each language. */
export const PLATFORM_TEXTS: Record<Lang, Widen<typeof en>> = { en, ru };

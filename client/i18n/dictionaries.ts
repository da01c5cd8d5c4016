import type { Dictionary } from '../../shared/i18n/dictionary';
import { en } from '../../shared/i18n/en';
import type { Lang } from '../../shared/i18n/langs';
import { ru } from '../../shared/i18n/ru';

/** Every language's strings, for the server's render; islands get theirs with the page (hydrate-island.tsx). */
export const DICTIONARIES: Record<Lang, Dictionary> = { en, ru };

import type { Dictionary } from './dictionary';
import { en } from './en';
import type { Lang } from './langs';
import { ru } from './ru';

/** Every language's strings: the server's render reads them, islands get theirs with the page. */
export const DICTIONARIES: Record<Lang, Dictionary> = { en, ru };

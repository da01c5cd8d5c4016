import { SERVER_SECTIONS, type Dictionary, type PageDictionary } from './dictionary';
import { en } from './en';
import type { Lang } from './langs';
import { ru } from './ru';

/** Every language's strings: the server's render and answers read them, islands get theirs with the page. */
export const DICTIONARIES: Record<Lang, Dictionary> = { en, ru };

/** What a page's islands may need: the dictionary without the sections only the server reads. */
export function pageDictionary(dict: Dictionary): PageDictionary {
  const serverOnly: ReadonlySet<string> = new Set(SERVER_SECTIONS);
  return Object.fromEntries(Object.entries(dict).filter(([section]) => !serverOnly.has(section))) as PageDictionary;
}

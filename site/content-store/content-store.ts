import type { CollectionKind, ContentCollections, ContentItems, ContentRef, ItemKind } from '../../shared/content/lang-content';
import type { Lang } from '../../shared/i18n/langs';
import { useI18n } from '../i18n/i18n-context';

/** Texts as the server sends them to islands (site/render/island-texts-file.ts), keyed like the store below. */
export type ContentSnapshot = Record<string, unknown>;

export function contentKey(lang: Lang, ref: ContentRef): string {
  return 'slug' in ref ? `${lang}:${ref.kind}:${ref.slug}` : `${lang}:${ref.kind}`;
}

/**
 * The texts components render, read synchronously: the server holds all of them
 * (all-content.ts), and islands get their language's island texts (restoreSnapshot).
 */
const store = new Map<string, unknown>();

/** The keys read by the render being recorded (recordReads), if any. */
let reads: Set<string> | null = null;

export function storeContent(key: string, value: unknown): void {
  store.set(key, value);
}

function useContent(ref: ContentRef): unknown {
  const key = contentKey(useI18n().lang, ref);
  if (!store.has(key)) throw new Error(`The texts "${key}" are not in the page's data`);
  reads?.add(key);
  return store.get(key);
}

/**
 * Runs a synchronous render and returns what it rendered with the keys of the texts it read:
 * the server checks that an island reads only texts islands are sent (site/islands/island.tsx).
 */
export function recordReads<T>(render: () => T): { result: T; keys: Set<string> } {
  const outer = reads;
  const keys = new Set<string>();
  reads = keys;
  try {
    return { result: render(), keys };
  } finally {
    reads = outer;
  }
}

export function useCollection<K extends CollectionKind>(kind: K): ContentCollections[K] {
  return useContent({ kind } as ContentRef) as ContentCollections[K];
}

export function useItem<K extends ItemKind>(kind: K, slug: ContentItems[K]['slug']): ContentItems[K]['value'] {
  return useContent({ kind, slug } as ContentRef) as ContentItems[K]['value'];
}

/** Fills the store from the island texts, so an island renders the texts the server did. */
export function restoreSnapshot(snapshot: ContentSnapshot): void {
  for (const [key, value] of Object.entries(snapshot)) store.set(key, value);
}

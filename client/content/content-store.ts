import type {
  CollectionKind,
  ContentCollections,
  ContentItems,
  ContentRef,
  ItemKind,
} from '../../shared/content/lang-content';
import type { Lang } from '../../shared/i18n/langs';
import { useI18n } from '../i18n/i18n-context';

/** A page's texts as the server sends them to its islands, keyed like the store below. */
export type ContentSnapshot = Record<string, unknown>;

export function contentKey(lang: Lang, ref: ContentRef): string {
  return 'slug' in ref ? `${lang}:${ref.kind}:${ref.slug}` : `${lang}:${ref.kind}`;
}

/**
 * The texts components render, read synchronously: the server loads a page's texts before it
 * renders (load-content.ts), and an island gets the same texts with the page (restoreSnapshot).
 */
const store = new Map<string, unknown>();

export function storeContent(key: string, value: unknown): void {
  store.set(key, value);
}

function useContent(ref: ContentRef): unknown {
  const key = contentKey(useI18n().lang, ref);
  if (!store.has(key)) throw new Error(`The texts "${key}" were not loaded for this page (client/content/page-content.ts)`);
  return store.get(key);
}

export function useCollection<K extends CollectionKind>(kind: K): ContentCollections[K] {
  return useContent({ kind } as ContentRef) as ContentCollections[K];
}

export function useItem<K extends ItemKind>(kind: K, slug: ContentItems[K]['slug']): ContentItems[K]['value'] {
  return useContent({ kind, slug } as ContentRef) as ContentItems[K]['value'];
}

/** The stored values of `refs`, for the server to put into the page. */
export function snapshotOf(lang: Lang, refs: readonly ContentRef[]): ContentSnapshot {
  return Object.fromEntries(refs.map((ref) => [contentKey(lang, ref), store.get(contentKey(lang, ref))]));
}

/** Fills the store from the server's snapshot, so an island renders the texts the server did. */
export function restoreSnapshot(snapshot: ContentSnapshot): void {
  for (const [key, value] of Object.entries(snapshot)) store.set(key, value);
}

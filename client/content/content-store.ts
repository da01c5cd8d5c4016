import { use } from 'react';
import type {
  CollectionKind,
  ContentCollections,
  ContentItems,
  ContentRef,
  ItemKind,
} from '../../shared/content/locale-content';
import type { Lang } from '../../shared/i18n/langs';
import { useI18n } from '../i18n/i18n-context';
import { createLoadCache } from '../load-cache';
import { COLLECTION_LOADERS, ITEM_LOADERS } from './content-loaders';

/** Texts of the first page travel in the HTML as JSON, keyed like the cache below. */
export type ContentSnapshot = Record<string, unknown>;

function keyOf(lang: Lang, ref: ContentRef): string {
  return 'slug' in ref ? `${lang}:${ref.kind}:${ref.slug}` : `${lang}:${ref.kind}`;
}

const refs = new Map<string, { lang: Lang; ref: ContentRef }>();

const cache = createLoadCache((key: string): Promise<unknown> => {
  const { lang, ref } = refs.get(key)!;
  if ('slug' in ref) {
    const load = ITEM_LOADERS[lang][ref.kind] as (slug: string) => Promise<unknown>;
    return load(ref.slug);
  }
  return COLLECTION_LOADERS[lang][ref.kind]();
});

function register(lang: Lang, ref: ContentRef): string {
  const key = keyOf(lang, ref);
  if (!refs.has(key)) refs.set(key, { lang, ref });
  return key;
}

export function loadContent(lang: Lang, ref: ContentRef): Promise<unknown> {
  return cache.load(register(lang, ref));
}

function useContent(ref: ContentRef): unknown {
  const { lang } = useI18n();
  // Loaded texts are read synchronously; otherwise the page suspends until they arrive.
  return use(cache.load(register(lang, ref)));
}

export function useCollection<K extends CollectionKind>(kind: K): ContentCollections[K] {
  return useContent({ kind } as ContentRef) as ContentCollections[K];
}

export function useItem<K extends ItemKind>(kind: K, slug: ContentItems[K]['slug']): ContentItems[K]['value'] {
  return useContent({ kind, slug } as ContentRef) as ContentItems[K]['value'];
}

/** The loaded values of `refs`, for the server to put into the page. */
export function snapshotOf(lang: Lang, list: readonly ContentRef[]): ContentSnapshot {
  return Object.fromEntries(list.map((ref) => [keyOf(lang, ref), cache.loaded(keyOf(lang, ref))]));
}

/** Fills the cache from the server's snapshot, so the first render needs no content chunks. */
export function restoreSnapshot(snapshot: ContentSnapshot): void {
  for (const [key, value] of Object.entries(snapshot)) cache.seed(key, value);
}

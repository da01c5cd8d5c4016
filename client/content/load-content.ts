import type { ContentRef } from '../../shared/content/lang-content';
import type { Lang } from '../../shared/i18n/langs';
import { createLoadCache } from '../load-cache';
import { COLLECTION_LOADERS, ITEM_LOADERS } from './content-loaders';
import { contentKey, storeContent } from './content-store';

const refs = new Map<string, { lang: Lang; ref: ContentRef }>();

const cache = createLoadCache((key: string): Promise<unknown> => {
  const { lang, ref } = refs.get(key)!;
  const load =
    'slug' in ref ? (ITEM_LOADERS[lang][ref.kind] as (slug: string) => Promise<unknown>)(ref.slug) : COLLECTION_LOADERS[lang][ref.kind]();
  return load.then((value) => {
    storeContent(key, value);
    return value;
  });
});

/** Loads a page's texts into the content store before the server renders it; each kind once. */
export function loadContent(lang: Lang, ref: ContentRef): Promise<unknown> {
  const key = contentKey(lang, ref);
  if (!refs.has(key)) refs.set(key, { lang, ref });
  return cache.load(key);
}

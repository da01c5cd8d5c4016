import { ARTICLES } from '../../shared/content/.generated/articles';
import type { CollectionKind, ContentCollections, ContentRef } from '../../shared/content/lang-content';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import { contentKey, storeContent } from './content-store';

/** One language's texts of a kind, as components read them (useCollection). */
export function collectionOf<K extends CollectionKind>(lang: Lang, kind: K): ContentCollections[K] {
  const { content, copy, privacy, terms, consent } = LANG_TEXTS[lang];
  const collections: ContentCollections = { ...content, copy, privacy, terms, consent };
  return collections[kind];
}

function entriesOf(lang: Lang): [ContentRef, unknown][] {
  const { content, details } = LANG_TEXTS[lang];
  const kinds: CollectionKind[] = ['copy', 'privacy', 'terms', 'consent', ...(Object.keys(content) as (keyof typeof content)[])];
  return [
    ...kinds.map((kind): [ContentRef, unknown] => [{ kind }, collectionOf(lang, kind)]),
    ...Object.entries(details.projects).map(([slug, value]): [ContentRef, unknown] => [{ kind: 'project', slug } as ContentRef, value]),
    ...Object.entries(details.jobs).map(([slug, value]): [ContentRef, unknown] => [{ kind: 'job', slug } as ContentRef, value]),
    // Articles are HTML rendered at build time (build/content/generate-content.ts).
    ...Object.entries(ARTICLES[lang]).map(([slug, html]): [ContentRef, unknown] => [{ kind: 'article', slug } as ContentRef, html]),
  ];
}

/**
 * Puts every text of every language into the content store. Pages render on the server only
 * (decision 0017), which holds all the texts at hand, so no page lists what its components
 * read; islands are sent their language's island texts (site/render/island-texts-file.ts).
 */
export function storeAllContent(): void {
  for (const lang of LANGS) for (const [ref, value] of entriesOf(lang)) storeContent(contentKey(lang, ref), value);
}

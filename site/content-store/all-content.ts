import { ARTICLES } from '../../shared/content/.generated/articles';
import type { ContentRef } from '../../shared/content/lang-content';
import { LANGS, type Lang } from '../../shared/i18n/langs';
import { LANG_TEXTS } from '../../shared/lang-texts';
import { contentKey, storeContent } from './content-store';

function entriesOf(lang: Lang): [ContentRef, unknown][] {
  const { content, details, copy, privacy, terms } = LANG_TEXTS[lang];
  return [
    [{ kind: 'copy' }, copy],
    [{ kind: 'privacy' }, privacy],
    [{ kind: 'terms' }, terms],
    ...(Object.keys(content) as (keyof typeof content)[]).map((kind): [ContentRef, unknown] => [{ kind }, content[kind]]),
    ...Object.entries(details.projects).map(([slug, value]): [ContentRef, unknown] => [{ kind: 'project', slug } as ContentRef, value]),
    ...Object.entries(details.jobs).map(([slug, value]): [ContentRef, unknown] => [{ kind: 'job', slug } as ContentRef, value]),
    // Articles are HTML rendered at build time (build/content/generate-content.ts).
    ...Object.entries(ARTICLES[lang]).map(([slug, html]): [ContentRef, unknown] => [{ kind: 'article', slug } as ContentRef, html]),
  ];
}

/**
 * Puts every text of every language into the content store. Pages render on the server only
 * (decision 0017), which holds all the texts at hand, so no page lists what its components
 * read; an island is sent the texts it read while the server rendered it (island.tsx).
 */
export function storeAllContent(): void {
  for (const lang of LANGS) for (const [ref, value] of entriesOf(lang)) storeContent(contentKey(lang, ref), value);
}

import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { searchPosts, type BlogEntry } from '../../shared/content/blog-search';
import { fillPlaceholders } from '../../shared/i18n/dictionary';
import { plural } from '../../shared/i18n/plural';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { BlogCard } from './blog-card';
import { Reveal } from './reveal';
import { useEnteredBeforeHydration } from './use-entered-before-hydration';

export interface BlogListProps {
  /** The cards of this page of the list. */
  posts: BlogEntry[];
  /** How many articles the blog has. */
  total: number;
  /** Where the index of every article is (site/render/blog-search-file.ts). */
  index: string;
}

/** Most cards a search shows: the DOM stays small however many articles match. */
const SHOWN_RESULTS = 24;

type SearchIndex = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; entries: BlogEntry[] };

/**
 * A page of the blog's cards, with a search box that filters the whole blog by title or excerpt
 * as you type. The server renders the page's cards; the search needs the script, and fetches
 * the index of every article the first time the box is focused or typed in. Until it comes, or
 * if it cannot, the page's own cards are searched and the count says so.
 */
export function BlogList({ posts, total, index }: BlogListProps) {
  const { lang } = useI18n();
  const c = useCollection('copy').blog;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchIndex>({ state: 'idle' });
  useEnteredBeforeHydration(form, (entered) => setQuery(entered.get('query') ?? ''));

  const load = () => {
    if (search.state === 'loading' || search.state === 'ready') return;
    setSearch({ state: 'loading' });
    fetch(index)
      .then((response) => (response.ok ? (response.json() as Promise<BlogEntry[]>) : Promise.reject(new Error(`${response.status}`))))
      .then(
        (entries) => setSearch({ state: 'ready', entries }),
        () => setSearch({ state: 'failed' }),
      );
  };
  // The island hydrates when a visitor reaches for it: the box may already be focused or typed
  // in. Once, on hydration; later focus and typing go through the box's handlers.
  const loadIfReachedFor = useEffectEvent(() => {
    if (document.activeElement === input.current || input.current?.value) load();
  });
  useEffect(() => loadIfReachedFor(), []);

  const searched = search.state === 'ready' ? search.entries : posts;
  const found = query.trim() === '' ? posts : searchPosts(searched, query, lang);
  const shown = found.slice(0, SHOWN_RESULTS);

  const clear = () => {
    setQuery('');
    input.current?.focus();
  };

  const count = () => {
    if (query.trim() === '') return plural(c.resultsCount, total, lang, 'count');
    if (search.state === 'loading') return c.searchLoading;
    if (search.state === 'failed') return c.searchFailed;
    if (found.length > shown.length) return fillPlaceholders(plural(c.firstResults, found.length, lang, 'count'), { shown: shown.length });
    return plural(c.resultsCount, found.length, lang, 'count');
  };

  return (
    <div className="blog-list">
      <div className="blog-toolbar">
        <form ref={form} className="blog-search" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className="field">
            <label htmlFor={`${id}-query`}>{c.searchLabel}</label>
            <input
              ref={input}
              id={`${id}-query`}
              className="input blog-search__input"
              type="search"
              name="query"
              value={query}
              placeholder={c.searchPlaceholder}
              autoComplete="off"
              onFocus={load}
              onChange={(event) => {
                setQuery(event.currentTarget.value);
                load();
              }}
            />
          </div>
        </form>
        <p className="blog-count" role="status">
          {count()}
        </p>
        {search.state === 'failed' && query.trim() !== '' && (
          <button type="button" className="button button--ghost blog-retry" onClick={load}>
            {c.searchRetry}
          </button>
        )}
      </div>

      {shown.length === 0 && search.state === 'loading' ? null : shown.length > 0 ? (
        <Reveal as="ul" className="card-grid card-grid--3 blog-grid">
          {shown.map((post, order) => (
            <li className="reveal-item" key={post.slug}>
              <BlogCard post={post} text={post} level={2} priority={order === 0} />
            </li>
          ))}
        </Reveal>
      ) : (
        <div className="empty-state blog-empty">
          <h2 className="blog-empty__title">{c.noResultsTitle}</h2>
          <p>{c.noResultsHint}</p>
          <button type="button" className="button button--ghost" onClick={clear}>
            {c.clearSearch}
          </button>
        </div>
      )}
    </div>
  );
}

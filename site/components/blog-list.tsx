import { useId, useRef, useState } from 'react';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { searchPosts } from '../../shared/content/blog-search';
import { plural } from '../../shared/i18n/plural';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { BlogCard } from './blog-card';
import { Reveal } from './reveal';
import { useEnteredBeforeHydration } from './use-entered-before-hydration';

/**
 * Every post as a card, with a search box that filters them by title or excerpt as you type.
 * The server renders the whole list; the search needs the script.
 */
export function BlogList() {
  const { lang } = useI18n();
  const c = useCollection('copy').blog;
  const texts = useCollection('blog');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [query, setQuery] = useState('');
  useEnteredBeforeHydration(form, (entered) => setQuery(entered.get('query') ?? ''));
  const shown = searchPosts(BLOG_POSTS, texts, query, lang);

  const clear = () => {
    setQuery('');
    input.current?.focus();
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
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </div>
        </form>
        <p className="blog-count" role="status">
          {plural(c.resultsCount, shown.length, lang, 'count')}
        </p>
      </div>

      {shown.length > 0 ? (
        <Reveal as="ul" className="card-grid card-grid--3 blog-grid">
          {shown.map((post, index) => (
            <li className="reveal-item" key={post.slug}>
              <BlogCard post={post} text={texts[post.slug]} level={2} priority={index === 0} />
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

import { useId } from 'react';
import { Link } from '../components/link';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import type { BlogPost } from '../../shared/content/types';
import { paths } from '../../shared/routes';
import { BlogCard } from '../components/blog-card';
import { BlogImage } from '../components/blog-image';
import { BlogIndex } from '../components/blog-index';
import { Breadcrumb } from '../components/breadcrumb';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { useCollection, useItem } from '../content-store/content-store';
import { formatDate } from '../../shared/i18n/format';
import { useI18n, usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** One article; an unknown slug shows the article list (the server answers 404). */
export default function PostPage({ match }: PageProps) {
  const post = match.found ? BLOG_POSTS.find((item) => item.slug === match.slug) : undefined;
  return post ? <Article post={post} /> : <BlogIndex />;
}

function Article({ post }: { post: BlogPost }) {
  const { lang } = useI18n();
  const c = useCollection('copy').blog;
  const texts = useCollection('blog');
  const html = useItem('article', post.slug);
  const text = texts[post.slug];
  const titleId = useId();
  const related = BLOG_POSTS.filter((item) => item.slug !== post.slug).slice(0, 3);

  return (
    <>
      <article className="container page-section blog-article" aria-labelledby={titleId}>
        <Breadcrumb trail={[{ label: usePageName('blog'), to: paths.blog(lang) }, { label: text.title }]} />
        <Link className="back-link" to={paths.blog(lang)}>
          {c.back}
        </Link>

        <header className="blog-article__header">
          <p className="blog-meta blog-article__meta">
            <span className="blog-meta__category">{text.category}</span>
            <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
            <span>{`${c.by} ${text.author}`}</span>
          </p>
          <h1 id={titleId} className="page-title blog-article__title">
            {text.title}
          </h1>
          <p className="lead blog-article__lead">{text.excerpt}</p>
        </header>

        <div className="blog-article__media">
          <BlogImage
            post={post}
            alt={text.imageAlt}
            sizes="(min-width: 1280px) 1200px, calc(100vw - 2.5rem)"
            priority
            className="blog-article__image"
          />
        </div>

        <div className="prose blog-article__body" dangerouslySetInnerHTML={{ __html: html }} />
      </article>

      <section className="section section--surface blog-related" aria-labelledby="related-title">
        <div className="container">
          <SectionHeading title={c.relatedTitle} id="related-title" />
          <Reveal as="ul" className="card-grid card-grid--3 blog-grid">
            {related.map((item) => (
              <li className="reveal-item" key={item.slug}>
                <BlogCard post={item} text={texts[item.slug]} level={3} />
              </li>
            ))}
          </Reveal>
        </div>
      </section>
    </>
  );
}

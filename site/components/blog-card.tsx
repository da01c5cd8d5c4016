import { useId } from 'react';
import { Link } from './link';
import type { BlogPost, BlogPostText } from '../../shared/content/types';
import { paths } from '../../shared/routes';
import { useCollection } from '../content-store/content-store';
import { formatDate } from '../../shared/i18n/format';
import { useI18n } from '../i18n/i18n-context';
import { BlogImage } from './blog-image';

interface BlogCardProps {
  post: Pick<BlogPost, 'slug' | 'date' | 'hasPicture'>;
  text: Pick<BlogPostText, 'title' | 'category' | 'excerpt' | 'imageAlt'>;
  /** h2 when the cards sit right under the page's h1, h3 under a section's h2. */
  level: 2 | 3;
  /** The first card of the blog page: its picture is the largest thing above the fold on a phone. */
  priority?: boolean;
}

/** One (1 column on a phone), two, then three cards side by side: the width each picture is drawn at. */
export const BLOG_CARD_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2.5rem)';

/** A post as a card: picture, date and category, title, excerpt and a read-more link. */
export function BlogCard({ post, text, level, priority = false }: BlogCardProps) {
  const { lang } = useI18n();
  const readMore = useCollection('copy').home.blog.readMore;
  const Heading = level === 2 ? 'h2' : 'h3';
  const to = paths.post(lang, post.slug);
  const titleId = useId();
  return (
    <article className="card blog-card" aria-labelledby={titleId}>
      <div className="card__media blog-card__media">
        <BlogImage post={post} alt={text.imageAlt} sizes={BLOG_CARD_SIZES} priority={priority} className="blog-card__image" />
      </div>
      <div className="card__body blog-card__body">
        <p className="blog-meta">
          <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
          <span className="blog-meta__category">{text.category}</span>
        </p>
        <Heading id={titleId} className="card__title blog-card__title">
          <Link className="blog-card__link" to={to}>
            {text.title}
          </Link>
        </Heading>
        <p className="blog-card__excerpt">{text.excerpt}</p>
        <Link className="link-arrow blog-card__more" to={to}>
          {readMore}
          <span className="visually-hidden">{` ${text.title}`}</span>
        </Link>
      </div>
    </article>
  );
}

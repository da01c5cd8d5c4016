import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { pageCount, postsOfPage } from '../../shared/content/blog-pages';
import { blogEntry } from '../../shared/content/blog-search';
import { paths } from '../../shared/routes';
import { useCollection } from '../content-store/content-store';
import { useI18n, usePageName } from '../i18n/i18n-context';
import { Island } from '../islands/island';
import { blogSearchFile } from '../render/blog-search-file';
import { BlogPagination } from './blog-pagination';
import { Breadcrumb } from './breadcrumb';
import { SectionHeading } from './section-heading';

/**
 * A page of the blog's list (`page` from 1): breadcrumb, heading, the page's cards with the
 * search over the whole blog, and the links to the other pages. Also shown for an unknown post.
 */
export function BlogIndex({ page = 1 }: { page?: number }) {
  const { lang, t } = useI18n();
  const c = useCollection('copy').blog;
  const texts = useCollection('blog');
  const name = usePageName('blog');
  const posts = postsOfPage(BLOG_POSTS, page).map((post) => blogEntry(post, texts[post.slug]));
  const trail = page === 1 ? [{ label: name }] : [{ label: name, to: paths.blog(lang) }, { label: t('blogPages.page', { n: page }) }];
  return (
    <div className="container page-section blog-page">
      <Breadcrumb trail={trail} />
      <SectionHeading level={1} title={name} subtitle={c.subtitle} />
      <Island name="blog-search" props={{ posts, total: BLOG_POSTS.length, index: blogSearchFile(lang).path }} />
      <BlogPagination current={page} count={pageCount(BLOG_POSTS.length)} />
    </div>
  );
}

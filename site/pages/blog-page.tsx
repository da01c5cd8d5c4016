import { BlogIndex } from '../components/blog-index';
import type { PageProps } from './page-registry';

/** A page of the list of articles (the first at /blog, the later ones at /blog/page/N), with a live search over all of them. */
export default function BlogPage({ match }: PageProps) {
  return <BlogIndex page={match.slug ? Number(match.slug) : 1} />;
}

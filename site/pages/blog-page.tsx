import { BlogIndex } from '../components/blog-index';
import type { PageProps } from './page-registry';

/** Every article, with a live search by title or excerpt. */
export default function BlogPage(_: PageProps) {
  return <BlogIndex />;
}

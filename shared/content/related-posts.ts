import type { BlogPost } from './types';

/**
 * The articles to suggest after `post`: those sharing the most topics with it first, and among
 * equals the newer one (the list is newest first, and the sort keeps its order for ties).
 */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], count = 3): BlogPost[] {
  const shared = (other: BlogPost) => other.topics.filter((topic) => post.topics.includes(topic)).length;
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: shared(other) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ other }) => other);
}

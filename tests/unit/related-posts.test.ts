import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { relatedPosts } from '../../shared/content/related-posts';
import type { BlogPost, BlogSlug } from '../../shared/content/types';

const post = (slug: string, topics: BlogPost['topics']): BlogPost =>
  ({ id: 1, slug: slug as BlogSlug, date: '2026-01-01', topics, hasPicture: true }) as BlogPost;
const slugs = (posts: BlogPost[]) => posts.map((p) => p.slug);

describe('related articles', () => {
  it('come by shared topics first, the most shared first, and among equals in list order (newest first)', () => {
    const list = [
      post('newest-design', ['brand']),
      post('one-shared', ['react']),
      post('current', ['react', 'performance']),
      post('two-shared', ['performance', 'react']),
      post('older-one-shared', ['performance']),
      post('oldest-other', ['research']),
    ];
    expect(slugs(relatedPosts(list[2]!, list))).toEqual(['two-shared', 'one-shared', 'older-one-shared']);
  });

  it('fill up with the newest others when too few share a topic, never the article itself', () => {
    const list = [post('a', ['ai']), post('b', ['brand']), post('c', ['research']), post('d', ['ai'])];
    expect(slugs(relatedPosts(list[3]!, list))).toEqual(['a', 'b', 'c']);
    expect(relatedPosts(list[0]!, list, 5)).toHaveLength(3);
  });

  it('suggest the React article and the other performance articles after the INP one, not merely the three newest', () => {
    const inp = BLOG_POSTS.find((p) => p.slug === 'optimizing-inp-in-practice')!;
    const related = slugs(relatedPosts(inp, BLOG_POSTS));
    expect(related[0]).toBe('optimizing-react-performance');
    expect(related).not.toContain('ai-driven-brand-transformation');
  });
});

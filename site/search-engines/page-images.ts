import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { imageSrc, OG_IMAGE, postImage, projectImage, type ImageAsset } from '../../shared/content/media';
import type { ProjectSlug } from '../../shared/content/types';
import type { PageMatch } from '../../shared/routes';
import type { LangTexts } from '../../shared/pages';

export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt?: string;
}

/** Width of the item image shown in link previews: large enough for every network's card. */
const PREVIEW_WIDTH = 1200;

function itemImage(match: PageMatch, texts: LangTexts): { image: ImageAsset; alt: string } | null {
  if (match.page === 'project') {
    const slug = match.slug as ProjectSlug;
    return { image: projectImage(slug), alt: texts.content.projects[slug].imageAlt };
  }
  const post = match.page === 'post' ? BLOG_POSTS.find((item) => item.slug === match.slug) : undefined;
  if (post) return { image: postImage(post), alt: texts.content.blog[post.slug].imageAlt };
  return null;
}

/** The link-preview image of a page: the item's own picture on projects and articles, else the studio card. */
export function pageImages(siteUrl: string, match: PageMatch, texts: LangTexts): { social: SocialImage; item?: SocialImage } {
  const own = itemImage(match, texts);
  if (!own) return { social: { url: `${siteUrl}${OG_IMAGE.src}`, width: OG_IMAGE.width, height: OG_IMAGE.height } };
  const width = Math.min(PREVIEW_WIDTH, own.image.width);
  const item = {
    url: `${siteUrl}${imageSrc(own.image, width)}`,
    width,
    height: Math.round((own.image.height * width) / own.image.width),
    alt: own.alt,
  };
  return { social: item, item };
}

import { BLOG_FALLBACK_IMAGE, blogImage } from '../../shared/content/media';
import type { BlogSlug } from '../../shared/content/types';
import { ResponsiveImage } from './responsive-image';

interface BlogImageProps {
  slug: BlogSlug;
  alt: string;
  sizes: string;
  /** The largest picture above the fold (the article's own picture). */
  priority?: boolean;
  className?: string;
}

/** A post's picture, replaced by the local stock photo when it fails to load (docs/requirements.md section 8). */
export function BlogImage({ slug, alt, sizes, priority, className }: BlogImageProps) {
  return (
    <ResponsiveImage
      image={blogImage(slug)}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
      fallback={BLOG_FALLBACK_IMAGE}
    />
  );
}

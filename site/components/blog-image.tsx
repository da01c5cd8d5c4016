import { BLOG_FALLBACK_IMAGE, postImage } from '../../shared/content/media';
import type { BlogPost } from '../../shared/content/types';
import { ResponsiveImage } from './responsive-image';

interface BlogImageProps {
  post: Pick<BlogPost, 'slug' | 'hasPicture'>;
  alt: string;
  sizes: string;
  /** The largest picture above the fold (the article's own picture). */
  priority?: boolean;
  className?: string;
}

/** A post's picture, replaced by the local stock photo when it fails to load (docs/requirements.md section 8). */
export function BlogImage({ post, alt, sizes, priority, className }: BlogImageProps) {
  return (
    <ResponsiveImage
      image={postImage(post)}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
      fallback={BLOG_FALLBACK_IMAGE}
    />
  );
}

import { useEffect, useRef, useState } from 'react';
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

/**
 * A post's picture that is replaced by the local stock photo when it fails to load. The
 * server-rendered picture may fail before hydration attaches `onError`, so on mount a picture
 * that is complete without any pixels switches too.
 */
export function BlogImage({ slug, alt, sizes, priority, className }: BlogImageProps) {
  const [failed, setFailed] = useState(false);
  const switched = useRef(false);
  const ref = useRef<HTMLImageElement>(null);

  const fail = (img: HTMLImageElement) => {
    if (switched.current) return;
    switched.current = true;
    console.warn(`Blog image failed to load, showing the fallback instead: ${img.currentSrc || img.src}`);
    setFailed(true);
  };

  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) fail(img);
  }, []);

  return (
    <ResponsiveImage
      // A new element for the fallback, so the browser drops the failed request at once.
      key={failed ? 'fallback' : slug}
      ref={ref}
      image={failed ? BLOG_FALLBACK_IMAGE : blogImage(slug)}
      alt={alt}
      sizes={sizes}
      priority={priority}
      className={className}
      onError={failed ? undefined : (event) => fail(event.currentTarget)}
    />
  );
}

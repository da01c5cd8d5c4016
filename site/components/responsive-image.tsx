import { imageSrc, imageSrcSet, type ImageAsset } from '../../shared/content/media';

interface ResponsiveImageProps {
  image: ImageAsset;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each layout. */
  sizes: string;
  /** The largest picture above the fold: loaded at once with high priority. Every other one is lazy. */
  priority?: boolean;
  className?: string;
  /** Drawn instead if this picture fails to load (site/behaviours/image-fallback.ts). */
  fallback?: ImageAsset;
}

/** A generated picture at every width it exists in, with its size known before it loads (no layout shift). */
const defaultSrc = (image: ImageAsset) => imageSrc(image, image.widths.find((width) => width >= 800) ?? image.width);

export function ResponsiveImage({ image, alt, sizes, priority = false, className, fallback }: ResponsiveImageProps) {
  return (
    <img
      src={defaultSrc(image)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      data-fallback-src={fallback && defaultSrc(fallback)}
      data-fallback-srcset={fallback && imageSrcSet(fallback)}
    />
  );
}

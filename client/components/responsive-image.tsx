import type { ReactEventHandler, Ref } from 'react';
import { imageSrc, imageSrcSet, type ImageAsset } from '../../shared/content/media';

interface ResponsiveImageProps {
  image: ImageAsset;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each layout. */
  sizes: string;
  /** The largest picture above the fold: loaded at once with high priority. Every other one is lazy. */
  priority?: boolean;
  className?: string;
  onError?: ReactEventHandler<HTMLImageElement>;
  ref?: Ref<HTMLImageElement>;
}

/** A generated picture at every width it exists in, with its size known before it loads (no layout shift). */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, onError, ref }: ResponsiveImageProps) {
  return (
    <img
      ref={ref}
      src={imageSrc(image, image.widths.find((width) => width >= 800) ?? image.width)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={onError}
    />
  );
}

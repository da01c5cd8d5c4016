import type { BlogPost, Project, ProjectSlug } from './types';

/**
 * A raster picture stored as one WebP per width: `${base}-${width}.webp`. Made by
 * `npm run media` (build/media/generate-media.ts), which writes exactly these files.
 */
export interface ImageAsset {
  base: string;
  /** Intrinsic size of the largest file; every width keeps this aspect ratio. */
  width: number;
  height: number;
  widths: readonly number[];
}

export interface VideoAsset {
  poster: string;
  width: number;
  height: number;
  sources: readonly { src: string; type: string }[];
}

const PROJECT_WIDTHS = [480, 800, 1200, 1600] as const;
const BLOG_WIDTHS = [480, 800, 1200, 1600] as const;
const ABOUT_WIDTHS = [480, 800, 1200] as const;

export function projectImage(slug: ProjectSlug): ImageAsset {
  return { base: `/images/projects/${slug}`, width: 1600, height: 1000, widths: PROJECT_WIDTHS };
}

/** The files of a post's picture (by its slug), or of the stock one ('fallback'). */
export function blogImage(name: string): ImageAsset {
  return { base: `/images/blog/${name}`, width: 1600, height: 900, widths: BLOG_WIDTHS };
}

/** Shown in place of a blog picture that fails to load, and for a post that has none yet. */
export const BLOG_FALLBACK_IMAGE: ImageAsset = blogImage('fallback');

/** The picture a post shows: its own once `npm run media` has made it, else the stock one. */
export function postImage(post: Pick<BlogPost, 'slug' | 'hasPicture'>): ImageAsset {
  return post.hasPicture ? blogImage(post.slug) : BLOG_FALLBACK_IMAGE;
}

export const ABOUT_IMAGE: ImageAsset = { base: '/images/about/studio', width: 1200, height: 1500, widths: ABOUT_WIDTHS };

/** The studio's link-preview card (JPEG: some networks still ignore WebP previews). */
export const OG_IMAGE = { src: '/images/og/default.jpg', width: 1200, height: 630 } as const;

/** Size of the case-study loops: enough for the widest layout they are shown in. */
export const VIDEO_SIZE = { width: 960, height: 600 } as const;

export function imageSrc(image: ImageAsset, width: number = image.width): string {
  return `${image.base}-${width}.webp`;
}

export function imageSrcSet(image: ImageAsset): string {
  return image.widths.map((width) => `${imageSrc(image, width)} ${width}w`).join(', ');
}

/** The muted loop of a case study, when it has one; its poster is the case study's picture. */
export function projectVideo(project: Pick<Project, 'slug' | 'hasVideo'>): VideoAsset | null {
  if (!project.hasVideo) return null;
  const base = `/videos/projects/${project.slug}`;
  return {
    poster: imageSrc(projectImage(project.slug), 1200),
    ...VIDEO_SIZE,
    sources: [
      { src: `${base}.webm`, type: 'video/webm' },
      { src: `${base}.mp4`, type: 'video/mp4' },
    ],
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS } from '../../../shared/content/.generated/blog-posts';
import {
  ABOUT_IMAGE,
  BLOG_FALLBACK_IMAGE,
  blogImage,
  imageSrc,
  imageSrcSet,
  OG_IMAGE,
  projectImage,
  projectVideo,
  type ImageAsset,
} from '../../../shared/content/media';
import { PROJECTS } from '../../../shared/content/.generated/projects';

const PUBLIC = join(import.meta.dirname, '..', '..', '..', 'site', 'public');

const images: [string, ImageAsset][] = [
  ...PROJECTS.map((p) => [p.slug, projectImage(p.slug)] as [string, ImageAsset]),
  ...BLOG_POSTS.map((p) => [p.slug, blogImage(p.slug)] as [string, ImageAsset]),
  ['blog fallback', BLOG_FALLBACK_IMAGE],
  ['about', ABOUT_IMAGE],
];

describe('generated media', () => {
  it.each(images)('has every width of the %s picture, in WebP at its aspect ratio', async (_, image) => {
    for (const width of image.widths) {
      const meta = await sharp(join(PUBLIC, imageSrc(image, width))).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(Math.round((image.height * width) / image.width));
    }
    expect(imageSrcSet(image).split(', ')).toHaveLength(image.widths.length);
  });

  it('has a loop in WebM and MP4 for at least three case studies, and none claimed without a file', () => {
    const videos = PROJECTS.map(projectVideo).filter((video) => video !== null);
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const video of videos) for (const { src } of video.sources) expect(existsSync(join(PUBLIC, src)), src).toBe(true);
  });

  it('has the link-preview card at the size the tags declare', async () => {
    const meta = await sharp(join(PUBLIC, OG_IMAGE.src)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', OG_IMAGE.width, OG_IMAGE.height]);
  });
});

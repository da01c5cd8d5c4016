/**
 * Renders the site's pictures and case-study loops from the SVG art in build/media:
 * WebP at every width shared/content/media.ts names, the JPEG link-preview card, WebM + MP4
 * loops (ffmpeg, from `apt-get install ffmpeg`), and the app icons (PNG) that
 * shared/web-app.ts lists. Output is committed; run `npm run media` after changing the art,
 * or one step alone: `npm run media -- icons` (also `npm run media:icons`) or `-- pictures`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import {
  ABOUT_IMAGE,
  BLOG_FALLBACK_IMAGE,
  blogImage,
  imageSrc,
  OG_IMAGE,
  projectImage,
  projectVideo,
  VIDEO_SIZE,
  type ImageAsset,
} from '../../shared/content/media';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { PROJECTS } from '../../shared/content/.generated/projects';
import { APP_ICONS, APPLE_TOUCH_ICON } from '../../shared/web-app';
import { blogArt } from './blog-art';
import { iconArt } from './icon-art';
import { projectArt } from './project-art';
import { ogArt, studioArt } from './studio-art';

const PUBLIC = join(import.meta.dirname, '..', '..', 'site', 'public');
const FPS = 24;
const LOOP_SECONDS = 6;

async function writeImage(image: ImageAsset, svg: string): Promise<void> {
  for (const width of image.widths) {
    const file = join(PUBLIC, imageSrc(image, width));
    mkdirSync(dirname(file), { recursive: true });
    await sharp(Buffer.from(svg), { density: ((72 * width) / image.width) * 2 })
      .resize(width, Math.round((image.height * width) / image.width))
      .webp({ quality: width > 800 ? 72 : 78, effort: 6, smartSubsample: true })
      .toFile(file);
  }
}

async function writeVideo(slug: (typeof PROJECTS)[number]['slug'], sources: readonly { src: string }[]): Promise<void> {
  const frames = mkdtempSync(join(tmpdir(), 'frames-'));
  const count = FPS * LOOP_SECONDS;
  for (let i = 0; i < count; i += 1) {
    const name = join(frames, `${String(i).padStart(4, '0')}.png`);
    await sharp(Buffer.from(projectArt(slug, i / count)))
      .resize(VIDEO_SIZE.width, VIDEO_SIZE.height)
      .png()
      .toFile(name);
  }
  const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frames, '%04d.png'), '-an', '-pix_fmt', 'yuv420p'];
  for (const { src } of sources) {
    const file = join(PUBLIC, src);
    mkdirSync(dirname(file), { recursive: true });
    const codec = src.endsWith('.webm')
      ? ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-deadline', 'good']
      : ['-c:v', 'libx264', '-crf', '30', '-preset', 'slow', '-profile:v', 'main', '-movflags', '+faststart'];
    execFileSync('ffmpeg', [...input, ...codec, file], { stdio: 'inherit' });
  }
  rmSync(frames, { recursive: true, force: true });
}

async function pictures(): Promise<void> {
  for (const project of PROJECTS) {
    await writeImage(projectImage(project.slug), projectArt(project.slug));
    const video = projectVideo(project);
    if (video) await writeVideo(project.slug, video.sources);
    console.log(`project ${project.slug}`);
  }
  for (const post of BLOG_POSTS) await writeImage(blogImage(post.slug), blogArt(post.slug));
  await writeImage(BLOG_FALLBACK_IMAGE, blogArt('fallback'));
  await writeImage(ABOUT_IMAGE, studioArt());
  const og = join(PUBLIC, OG_IMAGE.src);
  mkdirSync(dirname(og), { recursive: true });
  await sharp(Buffer.from(ogArt())).resize(OG_IMAGE.width, OG_IMAGE.height).jpeg({ quality: 82, mozjpeg: true }).toFile(og);
}

/** Two-colour art with anti-aliased edges: a 64-colour palette PNG is a fraction of a true-colour one. */
async function icons(): Promise<void> {
  for (const icon of [...APP_ICONS, APPLE_TOUCH_ICON]) {
    const file = join(PUBLIC, icon.src);
    mkdirSync(dirname(file), { recursive: true });
    await sharp(Buffer.from(iconArt(icon)))
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toFile(file);
    console.log(`icon ${icon.src}`);
  }
}

const STEPS = { pictures, icons };
const asked = process.argv.slice(2);
const unknown = asked.filter((step) => !(step in STEPS));
if (unknown.length > 0) throw new Error(`Unknown step ${unknown.join(', ')}; steps: ${Object.keys(STEPS).join(', ')}`);
for (const [name, step] of Object.entries(STEPS)) if (asked.length === 0 || asked.includes(name)) await step();
console.log('media written');

import { projectImage, projectVideo } from '../../shared/content/media';
import type { Project } from '../../shared/content/types';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { playPauseLabels } from './play-pause-labels';
import { ResponsiveImage } from './responsive-image';

interface ProjectMediaProps {
  project: Project;
  /** Describes the picture (and the clip, which shows the same product). */
  alt: string;
  sizes: string;
}

/**
 * The case study's looping clip when it has one, otherwise its picture; either is the largest
 * thing above the fold. The clip never starts by itself under reduced motion (no autoplay
 * attribute: script starts it), and a button pauses and resumes it.
 */
export function ProjectMedia({ project, alt, sizes }: ProjectMediaProps) {
  const video = projectVideo(project);
  if (!video) {
    return (
      <div className="project-media">
        <ResponsiveImage image={projectImage(project.slug)} alt={alt} sizes={sizes} priority className="project-media__image" />
      </div>
    );
  }
  return <ProjectVideo key={project.slug} video={video} alt={alt} />;
}

/** Starts by script when motion is welcome, paused and resumed by its button (site/behaviours/media-toggles.ts). */
function ProjectVideo({ video, alt }: { video: NonNullable<ReturnType<typeof projectVideo>>; alt: string }) {
  const { t } = useI18n();
  const copy = useCollection('copy').projects;
  return (
    <div className="project-media project-media--video">
      <video
        className="project-media__video"
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={alt}
        muted
        loop
        playsInline
        preload="none"
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <button
        type="button"
        className="project-media__toggle"
        {...playPauseLabels(
          { play: copy.playVideo, pause: copy.pauseVideo },
          { play: t('tooltips.play'), pause: t('tooltips.pause') },
          'play',
        )}
      >
        <span className="project-media__icon project-media__icon--play" aria-hidden="true" />
      </button>
    </div>
  );
}

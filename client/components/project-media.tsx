import { useEffect, useRef, useState } from 'react';
import { projectImage, projectVideo } from '../../shared/content/media';
import type { Project } from '../../shared/content/types';
import { useCollection } from '../content/content-store';
import { useI18n } from '../i18n/i18n-context';
import { ResponsiveImage } from './responsive-image';

interface ProjectMediaProps {
  project: Project;
  /** Describes the picture (and the clip, which shows the same product). */
  alt: string;
  sizes: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

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

function ProjectVideo({ video, alt }: { video: NonNullable<ReturnType<typeof projectVideo>>; alt: string }) {
  const { t } = useI18n();
  const copy = useCollection('copy').projects;
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || matchMedia(REDUCED_MOTION).matches) return;
    element.muted = true;
    element.play().catch(() => {
      // Blocked (data saver, power saving): the poster stays, and the button can start it.
    });
  }, []);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) {
      element.muted = true;
      element.play().catch(() => {});
    } else {
      element.pause();
    }
  };

  return (
    <div className="project-media project-media--video">
      <video
        ref={ref}
        className="project-media__video"
        poster={video.poster}
        width={video.width}
        height={video.height}
        aria-label={alt}
        muted
        loop
        playsInline
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      <button
        type="button"
        className="project-media__toggle"
        aria-label={playing ? copy.pauseVideo : copy.playVideo}
        data-tooltip={t(playing ? 'tooltips.pause' : 'tooltips.play')}
        onClick={toggle}
      >
        <span className={playing ? 'project-media__icon project-media__icon--pause' : 'project-media__icon project-media__icon--play'} aria-hidden="true" />
      </button>
    </div>
  );
}

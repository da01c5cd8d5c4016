import { useId } from 'react';
import { Link } from './link';
import { projectImage } from '../../shared/content/media';
import type { Project, ProjectCardText } from '../../shared/content/types';
import { paths } from '../../shared/routes';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { ResponsiveImage } from './responsive-image';

interface ProjectCardProps {
  project: Project;
  text: ProjectCardText;
  /** h2 when the cards sit right under the page's h1, h3 under a section's h2. */
  level: 2 | 3;
  /** The `sizes` of the picture: see PROJECT_GRID_SIZES and WORK_GRID_SIZES. */
  sizes: string;
  /** Shows the client's name under the title (the projects page). */
  showClient?: boolean;
  /** The card's picture is the largest one above the fold. */
  priority?: boolean;
}

/** One column on a phone, two on a tablet, three on a desktop: the projects page. */
export const PROJECT_GRID_SIZES = '(min-width: 1024px) 380px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2.5rem)';

/** One column on a phone, two from a tablet up: the home page's work section. */
export const WORK_GRID_SIZES = '(min-width: 1280px) 580px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 2.5rem)';

/**
 * A case study as a card: picture, category, title, client, excerpt. The title is the card's
 * only link and covers the whole card, so the "view case study" cue is part of the same link target.
 */
export function ProjectCard({ project, text, level, sizes, showClient = false, priority = false }: ProjectCardProps) {
  const { lang } = useI18n();
  const viewCaseStudy = useCollection('copy').home.work.viewCaseStudy;
  const Heading = level === 2 ? 'h2' : 'h3';
  const titleId = useId();
  return (
    <article className="card project-card" aria-labelledby={titleId}>
      <div className="card__media project-card__media">
        <ResponsiveImage
          image={projectImage(project.slug)}
          alt={text.imageAlt}
          sizes={sizes}
          priority={priority}
          className="project-card__image"
        />
      </div>
      <div className="card__body project-card__body">
        <p className="eyebrow project-card__category">{text.category}</p>
        <Heading id={titleId} className="card__title project-card__title">
          <Link className="project-card__link" to={paths.project(lang, project.slug)}>
            {text.title}
          </Link>
        </Heading>
        {showClient && <p className="project-card__client">{text.client}</p>}
        <p className="project-card__excerpt">{text.excerpt}</p>
        <span className="link-arrow project-card__more" aria-hidden="true">
          {viewCaseStudy}
        </span>
      </div>
    </article>
  );
}

import { useId } from 'react';
import { Link } from '../components/link';
import { projectImage } from '../../shared/content/media';
import { projectNeighbours } from '../../shared/content/project-neighbours';
import { PROJECTS } from '../../shared/content/.generated/projects';
import type { Project } from '../../shared/content/types';
import { paths } from '../../shared/routes';
import { Breadcrumb } from '../components/breadcrumb';
import { ProjectMedia } from '../components/project-media';
import { ResponsiveImage } from '../components/responsive-image';
import { Reveal } from '../components/reveal';
import { useCollection, useItem } from '../content-store/content-store';
import { useI18n, usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** The case study picture or clip spans the content column. */
const MEDIA_SIZES = '(min-width: 1280px) 1200px, 92vw';
/** Thumbnails of the previous and next projects. */
const NEIGHBOUR_SIZES = '(min-width: 640px) 160px, 112px';

/** One case study; an unknown slug (answered 404 by the server) says so and leads back to the list. */
export default function ProjectPage({ match }: PageProps) {
  const project = match.found ? PROJECTS.find((item) => item.slug === match.slug) : undefined;
  return project ? <CaseStudy project={project} /> : <ProjectNotFound />;
}

function ProjectNotFound() {
  const { lang } = useI18n();
  const copy = useCollection('copy').projects;
  return (
    <div className="container page-section project-missing">
      <Breadcrumb trail={[{ label: usePageName('projects'), to: paths.projects(lang) }, { label: copy.notFound }]} />
      <h1 className="page-title">{copy.notFound}</h1>
      <p>
        <Link className="link-arrow" to={paths.projects(lang)}>
          {copy.backLabel}
        </Link>
      </p>
    </div>
  );
}

function CaseStudy({ project }: { project: Project }) {
  const { lang } = useI18n();
  const copy = useCollection('copy').projects;
  const texts = useCollection('projects');
  const text = texts[project.slug];
  const detail = useItem('project', project.slug);
  const { previous, next } = projectNeighbours(project.slug);
  const titleId = useId();

  const facts = [
    { label: copy.client, value: text.client },
    { label: copy.category, value: text.category },
    { label: copy.year, value: String(project.year) },
  ];
  const sections = [
    { key: 'overview', title: copy.overview, body: detail.overview },
    { key: 'challenge', title: copy.challenge, body: detail.challenge },
    { key: 'solution', title: copy.solution, body: detail.solution },
  ];

  return (
    <article className="container page-section project-page" aria-labelledby={titleId}>
      <Breadcrumb trail={[{ label: usePageName('projects'), to: paths.projects(lang) }, { label: text.title }]} />
      <Link className="back-link" to={paths.projects(lang)}>
        {copy.backLabel}
      </Link>

      <header className="project-header">
        <h1 id={titleId} className="page-title project-header__title">
          {text.title}
        </h1>
        <p className="lead project-header__lead">{text.excerpt}</p>
        <dl className="project-facts">
          {facts.map((fact) => (
            <div className="project-facts__item" key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <ProjectMedia project={project} alt={text.imageAlt} sizes={MEDIA_SIZES} />

      <div className="project-layout">
        <div className="project-body">
          {sections.map((section) => (
            <section className="project-section" key={section.key} aria-labelledby={`project-${section.key}`}>
              <h2 id={`project-${section.key}`} className="project-section__title">
                {section.title}
              </h2>
              <p>{section.body}</p>
            </section>
          ))}
        </div>
        <aside className="project-results" aria-labelledby="project-results">
          <h2 id="project-results" className="project-results__title">
            {copy.results}
          </h2>
          <dl className="project-results__list">
            {detail.results.map((result) => (
              <div className="project-results__item" key={result.stat + result.description}>
                <dt className="project-results__stat">{result.stat}</dt>
                <dd className="project-results__description">{result.description}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>

      <Reveal as="ul" className="project-neighbours">
        <NeighbourCard project={previous} label={copy.previous} direction="previous" />
        <NeighbourCard project={next} label={copy.next} direction="next" />
      </Reveal>
    </article>
  );
}

function NeighbourCard({ project, label, direction }: { project: Project; label: string; direction: 'previous' | 'next' }) {
  const { lang } = useI18n();
  const text = useCollection('projects')[project.slug];
  return (
    <li className={`reveal-item project-neighbour project-neighbour--${direction}`}>
      <Link className="card project-neighbour__link" to={paths.project(lang, project.slug)}>
        <span className="project-neighbour__media">
          {/* The link's text names the project; the thumbnail adds nothing for a screen reader. */}
          <ResponsiveImage image={projectImage(project.slug)} alt="" sizes={NEIGHBOUR_SIZES} className="project-neighbour__image" />
        </span>
        <span className="project-neighbour__text">
          <span className="project-neighbour__label">{label}</span>
          <span className="project-neighbour__title">{text.title}</span>
        </span>
      </Link>
    </li>
  );
}

import { PROJECTS } from '../../shared/content/.generated/projects';
import { Breadcrumb } from '../components/breadcrumb';
import { PROJECT_GRID_SIZES, ProjectCard } from '../components/project-card';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { useCollection } from '../content-store/content-store';
import { usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** Every case study as a card, in display order. */
export default function ProjectsPage(_: PageProps) {
  const copy = useCollection('copy').projects;
  const name = usePageName('projects');
  const texts = useCollection('projects');
  return (
    <div className="container page-section projects-page">
      <Breadcrumb trail={[{ label: name }]} />
      <SectionHeading level={1} title={name} subtitle={copy.subtitle} />
      <Reveal as="ul" className="card-grid card-grid--3">
        {PROJECTS.map((project, index) => (
          <li className="reveal-item" key={project.slug}>
            <ProjectCard
              project={project}
              text={texts[project.slug]}
              level={2}
              sizes={PROJECT_GRID_SIZES}
              showClient
              priority={index === 0}
            />
          </li>
        ))}
      </Reveal>
    </div>
  );
}

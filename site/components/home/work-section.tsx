import { Link } from '../link';
import { PROJECTS } from '../../../shared/content/.generated/projects';
import { paths } from '../../../shared/routes';
import { useCollection } from '../../content-store/content-store';
import { useI18n } from '../../i18n/i18n-context';
import { ProjectCard, WORK_GRID_SIZES } from '../project-card';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';

/** Home: the first four case studies and the way to the projects page. */
export function WorkSection() {
  const { lang } = useI18n();
  const work = useCollection('copy').home.work;
  const texts = useCollection('projects');
  return (
    <section id="work" className="section home-work" aria-labelledby="work-title">
      <div className="container">
        <SectionHeading
          title={work.title}
          subtitle={work.subtitle}
          id="work-title"
          action={
            <Link className="link-arrow" to={paths.projects(lang)}>
              {work.viewAll}
            </Link>
          }
        />
        <Reveal as="ul" className="card-grid">
          {PROJECTS.slice(0, 4).map((project) => (
            <li className="reveal-item" key={project.slug}>
              <ProjectCard project={project} text={texts[project.slug]} level={3} sizes={WORK_GRID_SIZES} />
            </li>
          ))}
        </Reveal>
      </div>
    </section>
  );
}

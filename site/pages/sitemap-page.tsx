import { Link } from '../components/link';
import { BLOG_POSTS } from '../../shared/content/.generated/blog-posts';
import { openJobs } from '../../shared/content/job-openings';
import { PROJECTS } from '../../shared/content/.generated/projects';
import { SERVICES } from '../../shared/content/.generated/services';
import { BLOG_PAGE_SIZE, laterPageNumbers } from '../../shared/content/blog-pages';
import { pageHeading } from '../../shared/page-heading';
import { PAGE_IDS, parentOf, pathOf, paths, type DetailPageId, type PageId } from '../../shared/routes';
import type { LaterPageId } from '../../shared/pages';
import { Breadcrumb } from '../components/breadcrumb';
import { SectionHeading } from '../components/section-heading';
import { useCollection } from '../content-store/content-store';
import { useI18n, usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';
import { useToday } from '../today-context';

/** The pages of the table that are neither an item, a list's later page, home nor this one, in table order. */
type MainPage = Exclude<PageId, DetailPageId | LaterPageId | 'home' | 'sitemap'>;
const MAIN_PAGES = PAGE_IDS.filter((page): page is MainPage => parentOf(page) === null && page !== 'home' && page !== 'sitemap');

interface LinkGroup {
  key: string;
  title: string;
  links: { label: string; to: string }[];
}

/**
 * Every page of the site, grouped: the main pages, then each kind of content item. Of the
 * articles, which grow without end, the newest (the blog's first page) and then the blog's
 * later pages: every article is two links away, and the page stays small (decision 0069).
 */
export default function SitemapPage(_: PageProps) {
  const { lang, t, dict } = useI18n();
  const copy = useCollection('copy').sitemapPage;
  const name = usePageName('sitemap');
  const projects = useCollection('projects');
  const services = useCollection('services');
  const blog = useCollection('blog');
  const jobs = useCollection('jobs');
  const today = useToday();

  const main = MAIN_PAGES.map((page) => ({ label: t(`pages.${page}`), to: pathOf({ lang, page }) }));
  const groups: LinkGroup[] = [
    { key: 'main', title: copy.groups.main, links: [{ label: t('nav.home'), to: paths.home(lang) }, ...main] },
    {
      key: 'projects',
      title: copy.groups.projects,
      links: PROJECTS.map(({ slug }) => ({ label: projects[slug].title, to: paths.project(lang, slug) })),
    },
    {
      key: 'services',
      title: copy.groups.services,
      links: SERVICES.map(({ slug }) => ({ label: services[slug].title, to: paths.service(lang, slug) })),
    },
    {
      key: 'articles',
      title: copy.groups.articles,
      links: [
        ...BLOG_POSTS.slice(0, BLOG_PAGE_SIZE).map(({ slug }) => ({ label: blog[slug].title, to: paths.post(lang, slug) })),
        ...laterPageNumbers(BLOG_POSTS.length).map((slug) => ({
          label: pageHeading({ lang, page: 'blogPage', slug, found: true }, dict, {})!,
          to: paths.blogPage(lang, slug),
        })),
      ],
    },
    {
      key: 'jobs',
      title: copy.groups.jobs,
      links: openJobs(today).map(({ slug }) => ({ label: jobs[slug].title, to: paths.job(lang, slug) })),
    },
  ];

  return (
    <div className="container page-section sitemap-page">
      <Breadcrumb trail={[{ label: name }]} />
      <SectionHeading level={1} title={name} subtitle={copy.subtitle} />
      <div className="sitemap-groups">
        {groups.map((group) => (
          <section className="sitemap-group" key={group.key} aria-labelledby={`sitemap-${group.key}`}>
            <h2 id={`sitemap-${group.key}`} className="sitemap-group__title">
              {group.title}
            </h2>
            <ul className="sitemap-group__list">
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link className="sitemap-group__link" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

import { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from '../../../shared/content/.generated/slugs';
import { LANGS, type Lang } from '../../../shared/i18n/langs';
import { paths, type PageId } from '../../../shared/routes';

/** The language a page in `lang` offers to switch to (the site has two). */
export function otherLang(lang: Lang): Lang {
  return LANGS.find((other) => other !== lang)!;
}

/** One path per screen of the site: every list page and one item of each detail page. */
export function screens(lang: Lang): { page: PageId; path: string }[] {
  return [
    { page: 'home', path: paths.home(lang) },
    { page: 'projects', path: paths.projects(lang) },
    { page: 'project', path: paths.project(lang, PROJECT_SLUGS[0]) },
    { page: 'services', path: paths.services(lang) },
    { page: 'service', path: paths.service(lang, SERVICE_SLUGS[3]) },
    { page: 'blog', path: paths.blog(lang) },
    { page: 'post', path: paths.post(lang, BLOG_SLUGS[0]) },
    { page: 'about', path: paths.about(lang) },
    { page: 'careers', path: paths.careers(lang) },
    { page: 'job', path: paths.job(lang, JOB_SLUGS[0]) },
    { page: 'contact', path: paths.contact(lang) },
    { page: 'privacy', path: paths.privacy(lang) },
    { page: 'terms', path: paths.terms(lang) },
    { page: 'consent', path: paths.consent(lang) },
    { page: 'sitemap', path: paths.sitemap(lang) },
  ];
}

/** Every item page of the site in one language. */
export function itemPaths(lang: Lang): string[] {
  return [
    ...PROJECT_SLUGS.map((slug) => paths.project(lang, slug)),
    ...SERVICE_SLUGS.map((slug) => paths.service(lang, slug)),
    ...BLOG_SLUGS.map((slug) => paths.post(lang, slug)),
    ...JOB_SLUGS.map((slug) => paths.job(lang, slug)),
  ];
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

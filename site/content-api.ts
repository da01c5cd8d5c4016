import { Router, type Response } from 'express';
import { imageSrc, projectImage } from '../shared/content/media';
import { PROJECTS } from '../shared/content/.generated/projects';
import { SERVICES } from '../shared/content/.generated/services';
import { isLang, type Lang } from '../shared/i18n/langs';
import { paths } from '../shared/routes';
import { preferredLang } from '../platform/http/lang';
import { LANG_TEXTS } from '../shared/lang-texts';
import { SITE_TEXTS } from './texts/site-texts';
import { PAGE_CACHE_CONTROL } from './render/page-handler';

function projectsOf(lang: Lang) {
  const texts = LANG_TEXTS[lang].content.projects;
  return PROJECTS.map((project) => ({
    ...project,
    ...texts[project.slug],
    url: paths.project(lang, project.slug),
    image: imageSrc(projectImage(project.slug)),
  }));
}

function servicesOf(lang: Lang) {
  const texts = LANG_TEXTS[lang].content.services;
  return SERVICES.map((service) => ({ ...service, ...texts[service.slug], url: paths.service(lang, service.slug) }));
}

/** GET /api/projects and /api/services?lang=en|ru: the localized lists, the pages' own content, so cached as the pages are. */
export function contentApiRoute(): Router {
  const router = Router();
  const answer = (res: Response, lang: unknown, body: (lang: Lang) => unknown) => {
    if (!isLang(lang)) return void res.status(400).json({ error: SITE_TEXTS[preferredLang(res.req)].api.contentLang });
    res.set('Cache-Control', PAGE_CACHE_CONTROL).json(body(lang));
  };
  router.get('/projects', (req, res) => answer(res, req.query.lang, (lang) => ({ lang, projects: projectsOf(lang) })));
  router.get('/services', (req, res) => answer(res, req.query.lang, (lang) => ({ lang, services: servicesOf(lang) })));
  return router;
}

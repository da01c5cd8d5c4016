import type { RequestHandler } from 'express';
import { PLATFORM_TEXTS } from '../texts/platform-texts';
import { preferredLang } from './lang';

/** Unknown API paths answer JSON, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: PLATFORM_TEXTS[preferredLang(req)].api.notFound });
};

import type { RequestHandler } from 'express';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { preferredLang } from './lang';

/** Unknown API paths answer JSON, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: DICTIONARIES[preferredLang(req)].api.notFound });
};

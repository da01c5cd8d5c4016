import type { RequestHandler } from 'express';
import { preferredLang } from '../lang';

const MESSAGES = { en: 'There is no API endpoint at this address.', ru: 'По этому адресу нет метода API.' };

/** Unknown API paths answer JSON, not the HTML 404 page. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: MESSAGES[preferredLang(req)] });
};

import { parse } from 'cookie';
import type { Request } from 'express';
import { DEFAULT_LANG, isLang, LANGS, PREFERRED_LANG_KEY, type Lang } from '../../shared/i18n/langs';

/** The visitor's language when the path does not say: their stored choice, then the browser's. */
export function preferredLang(req: Request): Lang {
  const stored = parse(req.get('cookie') ?? '')[PREFERRED_LANG_KEY];
  if (isLang(stored)) return stored;
  const accepted = req.acceptsLanguages(...LANGS);
  return isLang(accepted) ? accepted : DEFAULT_LANG;
}

/** Responses that depend on `preferredLang` must say so to caches. */
export const PREFERRED_LANG_VARY = 'Cookie, Accept-Language';

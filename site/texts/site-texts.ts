import type { Widen } from '../../shared/i18n/dictionary';
import type { Lang } from '../../shared/i18n/langs';
import { en } from './en';
import { ru } from './ru';

export type SiteTexts = Widen<typeof en>;

/** The site's texts that only the server reads: no page's island needs them, so none goes to the browser. */
export const SITE_TEXTS: Record<Lang, SiteTexts> = { en, ru };

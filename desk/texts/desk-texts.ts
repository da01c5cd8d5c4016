import type { Lang } from '../../shared/i18n/langs';
import type { Widen } from '../../shared/i18n/dictionary';
import { accessEn } from './access-en';
import { accessRu } from './access-ru';
import { mailEn } from './mail-en';
import { mailRu } from './mail-ru';
import { recordsEn } from './records-en';
import { recordsRu } from './records-ru';
import { teamEn } from './team-en';
import { teamRu } from './team-ru';

/**
 * The desk's texts, server-only: its pages, its emails to staff and its endpoints' answers. They
 * are kept in one file per area of the desk, each Russian one typed by its English one.
 */
const en = { ...accessEn, ...recordsEn, ...teamEn, ...mailEn };

export type DeskTexts = Widen<typeof en>;

export const DESK_TEXTS: Record<Lang, DeskTexts> = { en, ru: { ...accessRu, ...recordsRu, ...teamRu, ...mailRu } };

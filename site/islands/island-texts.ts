import type { Dictionary } from '../../shared/i18n/dictionary';
import type { ContentSnapshot } from '../content-store/content-store';

/**
 * What every island of a language renders with: the page dictionary and the island collections,
 * one file per language (site/render/island-texts-file.ts).
 */
export interface IslandTexts {
  dict: Dictionary;
  content: ContentSnapshot;
}

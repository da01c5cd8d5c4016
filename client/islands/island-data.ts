import type { Dictionary } from '../../shared/i18n/dictionary';
import type { ContentSnapshot } from '../content/content-store';

/** The id of the JSON data block that pages with islands carry. */
export const ISLAND_DATA_ID = 'island-data';

/** What an island renders with, sent with the page so hydration fetches nothing: strings and texts. */
export interface IslandData {
  dict: Dictionary;
  content: ContentSnapshot;
}

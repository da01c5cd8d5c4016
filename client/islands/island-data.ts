import type { PageDictionary } from '../../shared/i18n/dictionary';
import type { ContentSnapshot } from '../content/content-store';

/** The id of the JSON data block that pages with islands carry. */
export const ISLAND_DATA_ID = 'island-data';

/** What an island renders with, sent with the page so hydration fetches nothing: strings and texts. */
export interface IslandData {
  dict: PageDictionary;
  content: ContentSnapshot;
}

/** The islands' data as a JSON data block; `<` is escaped so the text cannot close the element. */
export function islandDataScript(data: IslandData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ISLAND_DATA_ID}">${json}</script>`;
}

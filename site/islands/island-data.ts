import type { PageDictionary } from '../../shared/i18n/dictionary';
import type { ContentSnapshot } from '../content-store/content-store';

/** The id of the JSON data block that pages with islands carry. */
export const ISLAND_DATA_ID = 'island-data';

/** What an island renders with, sent with the page so hydration fetches nothing: strings and texts. */
export interface IslandData {
  dict: PageDictionary;
  content: ContentSnapshot;
  /** The day the page was rendered on (site/today-context.tsx). */
  today: string;
}

let read: IslandData | null | undefined;

/** The page's data block, parsed once; null when the page has none or it cannot be read. */
export function readIslandData(): IslandData | null {
  if (read === undefined) {
    try {
      read = JSON.parse(document.getElementById(ISLAND_DATA_ID)?.textContent ?? 'null') as IslandData | null;
    } catch {
      read = null;
    }
  }
  return read;
}

/** The islands' data as a JSON data block; `<` is escaped so the text cannot close the element. */
export function islandDataScript(data: IslandData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${ISLAND_DATA_ID}">${json}</script>`;
}

import { ISLAND_TEXTS_PATH } from '../../shared/content-api';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { collectionOf } from '../content-store/all-content';
import { contentKey } from '../content-store/content-store';
import type { IslandTexts } from '../islands/island-texts';
import { ISLAND_COLLECTIONS } from '../islands/island-registry';
import { hashedLangFiles } from './hashed-lang-files';

/**
 * One language's island texts as one JSON file, fetched with the first island's code
 * (decision 0031). In a page they would be sent again with every page (some 5 to 7 KB of its
 * brotli bytes) and push its first paint into a second round trip. Served at
 * /island-texts/<lang>.<hash>.json.
 */
const islandTexts = hashedLangFiles(ISLAND_TEXTS_PATH, (lang): IslandTexts => ({
  dict: DICTIONARIES[lang],
  content: Object.fromEntries(ISLAND_COLLECTIONS.map((kind) => [contentKey(lang, { kind }), collectionOf(lang, kind)])),
}));

export const islandTextsFile = islandTexts.fileOf;
export const islandTextsRoute = islandTexts.route;

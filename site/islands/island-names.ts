/**
 * The interactive parts of pages: the only places React runs in the browser (decision 0017).
 * Everything else is the server's HTML with small scripts (site/behaviours).
 */
export const ISLAND_NAMES = ['contact-form', 'services-filter', 'blog-search', 'careers-board', 'job-application'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

export const isIslandName = (name: string | undefined): name is IslandName => ISLAND_NAMES.includes(name as IslandName);

/** `useId` in an island is prefixed with its name: the same ids on the server and in the browser. */
export const islandIdPrefix = (name: IslandName) => `${name}-`;

import { createContext, use, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { contentKey, recordReads } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { useLocation } from '../location-context';
import { useToday } from '../today-context';
import { ISLAND_COLLECTIONS, ISLANDS, islandIdPrefix, type IslandName, type IslandProps } from './island-registry';
import { IslandRoot } from './island-root';

export type IslandComponents = Record<IslandName, ComponentType<object>>;

/** Every island's component, through the registry's loaders: the server has them at hand before it renders a page (entry-server.tsx). */
export async function loadIslandComponents(): Promise<IslandComponents> {
  const loaded = await Promise.all(Object.entries(ISLANDS).map(async ([name, island]) => [name, await island.load()] as const));
  return Object.fromEntries(loaded) as IslandComponents;
}

/**
 * What a page's islands render with on the server: their components, and where the browser
 * fetches their texts (site/render/island-texts-file.ts).
 */
export const IslandRender = createContext<{ components: IslandComponents; texts: string } | null>(null);

/**
 * Server side of an island: its component rendered as a root of its own, exactly as the
 * browser will hydrate it (site/islands/hydrate-islands.ts), inside an element that marks
 * where it is and takes no part in the layout (`display: contents`). The element names what
 * the browser needs besides the island's code: its texts, the day it was rendered for, the props
 * its page gave it and, for an island loaded on intent, what to say if its code never comes.
 */
export function Island<N extends IslandName>({
  name,
  ...given
}: { name: N } & (object extends IslandProps<N> ? unknown : { props: IslandProps<N> })) {
  const props = 'props' in given ? (given.props as object) : undefined;
  const { lang, dict } = useI18n();
  const location = useLocation();
  const today = useToday();
  const render = use(IslandRender);
  if (!render) throw new Error('An island rendered outside IslandRender');
  const Component: ComponentType<object> = render.components[name];
  const { result: html, keys } = recordReads(() =>
    renderToString(
      <IslandRoot lang={lang} dict={dict} location={location} today={today}>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    ),
  );
  const sent = new Set(ISLAND_COLLECTIONS.map((kind) => contentKey(lang, { kind })));
  const unsent = [...keys].filter((key) => !sent.has(key));
  if (unsent.length > 0) throw new Error(`The ${name} island reads ${unsent.join(', ')}, which islands are not sent (ISLAND_COLLECTIONS)`);
  const failure =
    ISLANDS[name].loads === 'intent' ? { 'data-error': dict.islandError.message, 'data-reload': dict.islandError.reload } : {};
  return (
    <div
      className="island"
      data-island={name}
      data-texts={render.texts}
      data-today={today}
      data-props={props && JSON.stringify(props)}
      {...failure}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { BlogList } from '../components/blog-list';
import { CareersBoard } from '../components/careers-board';
import { ContactFormIsland } from '../components/contact-form-island';
import { ServicesSection } from '../components/home/services-section';
import { useI18n } from '../i18n/i18n-context';
import { useLocation } from '../location-context';
import { islandIdPrefix, type IslandName } from './island-names';
import { IslandRoot } from './island-root';

/** The same components as ISLAND_COMPONENTS (the browser's, loaded on demand), here at hand. */
const COMPONENTS: Record<IslandName, ComponentType> = {
  'contact-form': ContactFormIsland,
  'services-filter': ServicesSection,
  'blog-search': BlogList,
  'careers-board': CareersBoard,
};

/**
 * Server side of an island: its component rendered as a root of its own, exactly as the
 * browser will hydrate it (client/islands/hydrate-islands.ts), inside an element that marks
 * where it is and takes no part in the layout (`display: contents`).
 */
export function Island({ name }: { name: IslandName }) {
  const { lang, dict } = useI18n();
  const location = useLocation();
  const Component = COMPONENTS[name];
  const html = renderToString(
    <IslandRoot lang={lang} dict={dict} location={location}>
      <Component />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  return <div className="island" data-island={name} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { createContext, use, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { BlogList } from '../components/blog-list';
import { CareersBoard } from '../components/careers-board';
import { JobApplicationIsland } from '../components/job-application-island';
import { ContactFormIsland } from '../components/contact-form-island';
import { ServicesSection } from '../components/home/services-section';
import { recordReads } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { useLocation } from '../location-context';
import { useToday } from '../today-context';
import { islandIdPrefix, type IslandName } from './island-names';
import { IslandRoot } from './island-root';

/** The same components as ISLANDS (the browser's, loaded on demand), here at hand. */
const COMPONENTS: Record<IslandName, ComponentType> = {
  'contact-form': ContactFormIsland,
  'services-filter': ServicesSection,
  'blog-search': BlogList,
  'careers-board': CareersBoard,
  'job-application': JobApplicationIsland,
};

/** Collects the keys of the texts a page's islands read while rendering (entry-server.tsx sends them with the page). */
export const IslandContent = createContext<Set<string> | null>(null);

/**
 * Server side of an island: its component rendered as a root of its own, exactly as the
 * browser will hydrate it (site/islands/hydrate-islands.ts), inside an element that marks
 * where it is and takes no part in the layout (`display: contents`).
 */
export function Island({ name }: { name: IslandName }) {
  const { lang, dict } = useI18n();
  const location = useLocation();
  const today = useToday();
  const collected = use(IslandContent);
  if (!collected) throw new Error('An island rendered outside IslandContent');
  const Component = COMPONENTS[name];
  const { result: html, keys } = recordReads(() =>
    renderToString(
      <IslandRoot lang={lang} dict={dict} location={location} today={today}>
        <Component />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(name) },
    ),
  );
  for (const key of keys) collected.add(key);
  return <div className="island" data-island={name} dangerouslySetInnerHTML={{ __html: html }} />;
}

import type { Lang } from '../shared/i18n/langs';
import { resolvePage } from '../shared/page-lookup';
import { Layout } from './components/layout';
import { DICTIONARIES } from '../shared/i18n/dictionaries';
import { I18nProvider } from './i18n/i18n-context';
import { LocationContext, type PageLocation } from './location-context';
import { NotFoundPage } from './pages/not-found-page';
import { Page } from './pages/page-registry';
import { renderedMatch } from './pages/rendered-match';
import type { ConsentVersions } from '../shared/content/legal/types';
import { ConsentVersionContext } from './consent-version-context';
import { PolicyContext } from './policy-context';
import { TodayContext } from './today-context';
import type { PolicySettings } from '../shared/policy-settings';

/**
 * A whole page, rendered on the server (decision 0017). Pages are chosen by the shared route
 * table, the same function the server uses for status codes; `lang` is the page's language
 * (entry-server.tsx decides it, also for paths without a valid prefix).
 */
export function App({
  location,
  lang,
  today,
  policy,
  consentVersions,
}: {
  location: PageLocation;
  lang: Lang;
  today: string;
  policy: PolicySettings;
  consentVersions: ConsentVersions;
}) {
  const match = resolvePage(location.pathname);
  const pageMatch = renderedMatch(match);
  return (
    <LocationContext value={location}>
      <TodayContext value={today}>
        <PolicyContext value={policy}>
          <ConsentVersionContext value={consentVersions}>
            <I18nProvider lang={lang} dict={DICTIONARIES[lang]}>
              <Layout match={match}>{pageMatch ? <Page match={pageMatch} /> : <NotFoundPage />}</Layout>
            </I18nProvider>
          </ConsentVersionContext>
        </PolicyContext>
      </TodayContext>
    </LocationContext>
  );
}

import { Suspense } from 'react';
import { useLocation } from 'react-router';
import type { Lang } from '../shared/i18n/langs';
import { langOfPath, resolvePage } from '../shared/routes';
import { Layout } from './components/layout';
import { I18nProvider } from './i18n/i18n-context';
import { NotFoundPage } from './pages/not-found-page';
import { PageErrorBoundary } from './components/page-error-boundary';
import { PageLoading } from './components/page-loading';
import { Page } from './pages/page-registry';
import { renderedMatch } from './pages/rendered-match';

/**
 * Pages are chosen by the shared route table, the same function the server uses for status
 * codes. `fallbackLang` is the language of paths without a valid prefix (the 404 page).
 */
export function App({ fallbackLang }: { fallbackLang: Lang }) {
  const { pathname } = useLocation();
  const match = resolvePage(pathname);
  const pageMatch = renderedMatch(match);
  return (
    <I18nProvider lang={langOfPath(pathname) ?? fallbackLang}>
      <Layout match={match}>
        <PageErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageLoading />}>{pageMatch ? <Page key={pathname} match={pageMatch} /> : <NotFoundPage />}</Suspense>
        </PageErrorBoundary>
      </Layout>
    </I18nProvider>
  );
}

import type { ReactNode } from 'react';
import type { PageMatch } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { useDocumentLang } from '../i18n/use-document-lang';
import { Notices } from '../notices/notices';
import { Footer } from './footer';
import { Header } from './header';
import { useIndexNowReport } from '../seo/use-indexnow-report';
import { useHoverPrefetch } from './use-hover-prefetch';
import { useFocusOnNavigation } from './use-focus-on-navigation';
import { useScrollToTop } from './use-scroll-to-top';
import { useTooltips } from '../tooltips/use-tooltips';

export const MAIN_ID = 'main';

export function Layout({ match, children }: { match: PageMatch | null; children: ReactNode }) {
  const { t } = useI18n();
  useScrollToTop();
  useFocusOnNavigation(MAIN_ID);
  useDocumentLang();
  useHoverPrefetch();
  useIndexNowReport(match);
  useTooltips();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('a11y.skipToContent')}
      </a>
      <Header match={match} />
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Notices />
    </>
  );
}

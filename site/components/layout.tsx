import type { ReactNode } from 'react';
import type { PageMatch } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { Footer } from './footer';
import { Header } from './header';

export const MAIN_ID = 'main';

export function Layout({ match, children }: { match: PageMatch | null; children: ReactNode }) {
  const { t } = useI18n();
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
    </>
  );
}

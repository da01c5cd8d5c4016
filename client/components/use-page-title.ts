import { useEffect } from 'react';
import { documentTitle } from '../../shared/page-title';
import { useI18n } from '../i18n/i18n-context';

/** Sets the tab title after client-side navigation; the server already wrote it for the first load. */
export function usePageTitle(heading: string | null): void {
  const { dict } = useI18n();
  useEffect(() => {
    document.title = documentTitle(heading, dict);
  }, [heading, dict]);
}

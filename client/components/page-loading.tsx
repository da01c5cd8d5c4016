import { useI18n } from '../i18n/i18n-context';

/** Shown while a page reached by navigation loads its code and texts. */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <p className="container page-loading" role="status">
      {t('common.loading')}
    </p>
  );
}

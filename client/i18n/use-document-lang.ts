import { useEffect } from 'react';
import { useI18n } from './i18n-context';

/** Keeps `<html lang>` in step with client-side language switches (the server sets it first). */
export function useDocumentLang(): void {
  const { lang } = useI18n();
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}

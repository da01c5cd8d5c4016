import { Fragment } from 'react';
import { legalTextParts } from '../../shared/content/legal/links';
import { pathOf } from '../../shared/routes';
import { Link } from '../components/link';
import { useI18n } from '../i18n/i18n-context';

/** A paragraph's or a list item's text of a legal page, its `[words](page)` links made links in the reader's language. */
export function LegalText({ text }: { text: string }) {
  const { lang } = useI18n();
  return legalTextParts(text).map((part, i) => (
    <Fragment key={i}>{part.page ? <Link to={pathOf({ lang, page: part.page })}>{part.text}</Link> : part.text}</Fragment>
  ));
}

import { useId } from 'react';
import { Breadcrumb } from '../components/breadcrumb';
import { useCollection } from '../content-store/content-store';
import { formatDate } from '../../shared/i18n/format';
import { withNotifications, withPeriods } from '../../shared/content/legal/retention-text';
import { useConsentVersion } from '../consent-version-context';
import { usePolicy } from '../policy-context';
import { useI18n } from '../i18n/i18n-context';
import { LegalText } from './legal-text';
import type { PageProps } from './page-registry';

const LEGAL_KINDS = ['privacy', 'terms', 'consent'] as const;

/** Privacy policy, terms of service and the consent to processing: one document each, with a table of contents. */
export default function LegalPage({ match }: PageProps) {
  const { lang, t } = useI18n();
  const kind = LEGAL_KINDS.find((page) => page === match.page) ?? 'privacy';
  const stored = useCollection(kind);
  const policy = usePolicy();
  const consentVersion = useConsentVersion(lang);
  // The privacy policy and the consent name their retention periods, and the policy what notifications carry, as placeholders filled from the configuration.
  const doc = kind === 'terms' ? stored : withPeriods(withNotifications(stored, policy.notifyDetails), policy.periods, lang);
  // The page name, like the document title the server writes (the document's own title may differ in case).
  const heading = t(`pages.${kind}`);
  const titleId = useId();
  const date = <time dateTime={doc.lastUpdated}>{formatDate(doc.lastUpdated, lang)}</time>;

  return (
    <article className="container page-section legal-page" aria-labelledby={titleId}>
      <Breadcrumb trail={[{ label: heading }]} />
      <header className="legal-header">
        <h1 id={titleId} className="page-title">
          {heading}
        </h1>
        <p className="legal-updated">
          {kind === 'consent' ? (
            // The consent is an edition, dated and coded: «Редакция от 5 декабря 2026 г. (код 3f…)».
            <>
              {`${t('legal.version')} `}
              {date}
              {` (${t('legal.code')} `}
              <span className="legal-version">{consentVersion}</span>)
            </>
          ) : (
            <>
              {`${t('legal.lastUpdated')}: `}
              {date}
            </>
          )}
        </p>
        <p className="lead legal-intro">{doc.intro}</p>
      </header>

      <div className="legal-layout">
        <nav className="legal-toc" aria-labelledby="legal-toc-title">
          <h2 id="legal-toc-title" className="legal-toc__title">
            {t('legal.contents')}
          </h2>
          <ol className="legal-toc__list">
            {doc.sections.map((section) => (
              <li key={section.id}>
                <a className="legal-toc__link" href={`#${section.id}`}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal-body">
          {doc.sections.map((section) => (
            <section className="legal-section" key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className="legal-section__title">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <LegalText text={paragraph} />
                </p>
              ))}
              {section.list && (
                <dl className="legal-list">
                  {section.list.map((item) => (
                    <div className="legal-list__item" key={item.term}>
                      <dt>{item.term}</dt>
                      <dd>
                        <LegalText text={item.text} />
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

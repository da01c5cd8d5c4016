import { Link } from './link';
import { STUDIO } from '../../shared/content/studio';
import type { ServiceSlug } from '../../shared/content/types';
import type { MessageKey } from '../../shared/i18n/dictionary';
import { paths, type PageId } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { Logo } from './logo';
import { SocialIcon } from './social-icon';

const SERVICE_LINKS: { slug: ServiceSlug; label: MessageKey }[] = [
  { slug: 'product-strategy', label: 'footer.services.strategy' },
  { slug: 'ux-ui-design', label: 'footer.services.design' },
  { slug: 'mobile-development', label: 'footer.services.mobile' },
  { slug: 'web-development', label: 'footer.services.web' },
  { slug: 'growth-marketing', label: 'footer.services.growth' },
];

const COMPANY_LINKS: { page: PageId; label: MessageKey }[] = [
  { page: 'about', label: 'nav.about' },
  { page: 'projects', label: 'nav.work' },
  { page: 'blog', label: 'nav.blog' },
  { page: 'careers', label: 'nav.careers' },
  { page: 'contact', label: 'nav.contact' },
];

const LEGAL_LINKS: { page: PageId; label: MessageKey }[] = [
  { page: 'privacy', label: 'pages.privacy' },
  { page: 'consent', label: 'pages.consent' },
  { page: 'terms', label: 'pages.terms' },
  { page: 'sitemap', label: 'pages.sitemap' },
];

export function Footer() {
  const { lang, t } = useI18n();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={paths.home(lang)} aria-label={t('a11y.homeLink')}>
            <Logo />
          </Link>
          <p>{t('footer.about')}</p>
          <ul className="social-links" aria-label={t('footer.followUs')}>
            {STUDIO.social.map(({ network, url }) => (
              <li key={network}>
                <a
                  href={url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={network}
                  data-tooltip={t('tooltips.social', { network })}
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__title">
            {t('footer.servicesTitle')}
          </h2>
          <ul>
            {SERVICE_LINKS.map(({ slug, label }) => (
              <li key={slug}>
                <Link to={paths.service(lang, slug)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterLinks id="footer-company" title={t('footer.companyTitle')} links={COMPANY_LINKS} />
        <FooterLinks id="footer-legal" title={t('footer.legalTitle')} links={LEGAL_LINKS} />
      </div>
      <div className="container site-footer__bottom">
        <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: typeof COMPANY_LINKS }) {
  const { lang, t } = useI18n();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      <ul>
        {links.map(({ page, label }) => (
          <li key={page}>
            <Link to={paths[page](lang, '')}>{t(label)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

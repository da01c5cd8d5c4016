import { Link } from '../link';
import { paths } from '../../../shared/routes';
import { useCollection } from '../../content-store/content-store';
import { StrokeIcon } from '../stroke-icon';
import { useI18n } from '../../i18n/i18n-context';

/**
 * Home: the page's h1, a line about the studio and the ways on. The title is the largest
 * element of the first screen, so it is never hidden or faded in: it paints with the HTML. Its
 * arrow leads to the client marquee (site/behaviours/media-toggles.ts).
 */
export function HeroSection() {
  const { lang, t } = useI18n();
  const hero = useCollection('copy').home.hero;
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="home-hero__backdrop" aria-hidden="true">
        <span className="home-hero__shape home-hero__shape--one" />
        <span className="home-hero__shape home-hero__shape--two" />
        <span className="home-hero__shape home-hero__shape--three" />
      </div>
      <div className="container home-hero__inner">
        <p className="eyebrow home-hero__eyebrow">{t('meta.tagline')}</p>
        <h1 id="hero-title" className="home-hero__title">
          {hero.title}
        </h1>
        <p className="home-hero__subtitle">{hero.subtitle}</p>
        <div className="home-hero__actions">
          <Link className="button home-hero__cta" to={paths.projects(lang)}>
            {hero.ctaLabel}
          </Link>
          <a className="button button--ghost" href="#contact">
            {t('nav.startProject')}
          </a>
        </div>
      </div>
      <button type="button" className="home-hero__scroll" aria-label={hero.scrollLabel} data-tooltip={t('tooltips.nextSection')}>
        <StrokeIcon path="M12 5v14M5 12l7 7 7-7" />
      </button>
    </section>
  );
}

import { Link } from '../link';
import { ABOUT_IMAGE } from '../../../shared/content/media';
import { paths } from '../../../shared/routes';
import { useCollection } from '../../content-store/content-store';
import { useI18n } from '../../i18n/i18n-context';
import { ResponsiveImage } from '../responsive-image';
import { Reveal } from '../reveal';
import { StudioStats, YearsBadge } from '../studio-stats';

/** Home: the studio in two paragraphs, its figures and the way to the about and careers pages. */
export function AboutSection() {
  const { lang } = useI18n();
  const about = useCollection('copy').home.about;
  return (
    <section id="about" className="section home-about" aria-labelledby="about-title">
      <div className="container home-about__grid">
        <Reveal from="left" className="about-media home-about__media">
          <ResponsiveImage
            image={ABOUT_IMAGE}
            alt={about.imageAlt}
            sizes="(min-width: 960px) 560px, calc(100vw - 2.5rem)"
            className="about-media__image"
          />
          <YearsBadge />
        </Reveal>
        <Reveal from="right" className="home-about__text">
          <h2 id="about-title" className="section-title">
            {about.title}
          </h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <StudioStats />
          <div className="home-about__links">
            <Link className="button" to={paths.about(lang)}>
              {about.aboutLink}
            </Link>
            <Link className="button button--ghost" to={paths.careers(lang)}>
              {about.careersLink}
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}

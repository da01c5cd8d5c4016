import { ABOUT_IMAGE } from '../../shared/content/media';
import { STUDIO } from '../../shared/content/studio';
import { CallToAction } from '../components/call-to-action';
import { Breadcrumb } from '../components/breadcrumb';
import { ResponsiveImage } from '../components/responsive-image';
import { NumberedCards } from '../components/numbered-cards';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { StudioStats, YearsBadge } from '../components/studio-stats';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** Who we are: story, offices and contacts, figures, values and a way to start a project. */
export default function AboutPage(_: PageProps) {
  const { dict } = useI18n();
  const copy = useCollection('copy');
  const about = copy.about;
  const offices = dict.offices;

  return (
    <>
      <div className="container page-section about-intro">
        <Breadcrumb trail={[{ label: dict.pages.about }]} />
        <div className="about-intro__grid">
          <div className="about-intro__text">
            <h1 className="page-title">{dict.pages.about}</h1>
            <p className="lead">{about.intro[0]}</p>
            <p>{about.intro[1]}</p>
            <dl className="about-facts">
              <div className="about-facts__row">
                <dt>{about.locationLabel}</dt>
                <dd>
                  <ul className="about-facts__list">
                    <li>{offices.headquarters}</li>
                    <li>{offices.bali}</li>
                    <li>{dict.hubs}</li>
                  </ul>
                </dd>
              </div>
              <div className="about-facts__row">
                <dt>{about.contactLabel}</dt>
                <dd>
                  <ul className="about-facts__list">
                    <li>
                      <a href={`mailto:${STUDIO.email}`}>{STUDIO.email}</a>
                    </li>
                    <li>
                      <a href={`mailto:${STUDIO.careersEmail}`}>{STUDIO.careersEmail}</a>
                    </li>
                  </ul>
                </dd>
              </div>
            </dl>
          </div>
          <div className="about-media about-intro__media">
            <ResponsiveImage
              image={ABOUT_IMAGE}
              alt={about.imageAlt}
              sizes="(min-width: 960px) 560px, calc(100vw - 2.5rem)"
              className="about-media__image"
              priority
            />
            <YearsBadge />
          </div>
        </div>
      </div>

      <div className="section section--surface about-stats">
        <Reveal className="container">
          <StudioStats className="stats--wide" />
        </Reveal>
      </div>

      <section className="section" aria-labelledby="about-values">
        <div className="container">
          <SectionHeading title={about.values.title} id="about-values" />
          <NumberedCards className="values-grid values-grid--4" items={about.values.items} />
        </div>
      </section>

      <CallToAction id="about-cta" className="about-cta-section" copy={about.cta} />
    </>
  );
}

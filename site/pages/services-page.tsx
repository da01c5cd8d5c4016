import { SERVICES } from '../../shared/content/.generated/services';
import type { ServiceSlug } from '../../shared/content/types';
import { paths } from '../../shared/routes';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { CallToAction } from '../components/call-to-action';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { ServiceCard } from '../components/service-card';
import { useCollection } from '../content-store/content-store';
import { useI18n, usePageName } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

const isServiceSlug = (slug: string | undefined): slug is ServiceSlug => SERVICES.some((service) => service.slug === slug);

/**
 * Every service with its features, how we work and a way to get in touch. Also serves
 * /services/{slug}: the page is the same, opened at that service, which is outlined for a
 * moment and takes the focus so keyboard and screen-reader users land on it too (decision 0045).
 */
export default function ServicesPage({ match }: PageProps) {
  const { lang } = useI18n();
  const copy = useCollection('copy');
  const texts = useCollection('services');
  const c = copy.services;
  const name = usePageName('services');
  const slug = match.page === 'service' && isServiceSlug(match.slug) ? match.slug : null;
  const trail: Crumb[] = slug ? [{ label: name, to: paths.services(lang) }, { label: texts[slug].title }] : [{ label: name }];

  return (
    <>
      <div className="container page-section services-page">
        <Breadcrumb trail={trail} />
        <SectionHeading level={1} title={name} subtitle={c.subtitle} />
        <Reveal className="services-list">
          {SERVICES.map((service) => (
            <ServiceCard
              key={service.slug}
              service={service}
              text={texts[service.slug]}
              variant="full"
              className="reveal-item"
              highlighted={service.slug === slug}
            />
          ))}
        </Reveal>
      </div>

      <section className="section section--surface services-approach" aria-labelledby="services-approach-title">
        <div className="container">
          <SectionHeading title={c.approach.title} subtitle={c.approach.subtitle} id="services-approach-title" />
          <Reveal as="ol" className="approach-steps">
            {c.approach.steps.map((step, index) => (
              <li className="approach-step reveal-item" key={step.title}>
                <span className="approach-step__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="approach-step__title">{step.title}</h3>
                <p className="approach-step__text">{step.text}</p>
              </li>
            ))}
          </Reveal>
        </div>
      </section>

      <CallToAction id="services-cta-title" className="services-cta-section" copy={c.cta} />
    </>
  );
}

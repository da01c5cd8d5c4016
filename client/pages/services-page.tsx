import { useEffect, useState } from 'react';
import { SERVICES } from '../../shared/content/services/base';
import type { ServiceSlug } from '../../shared/content/types';
import { paths } from '../../shared/routes';
import { Breadcrumb, type Crumb } from '../components/breadcrumb';
import { CallToAction } from '../components/call-to-action';
import { Reveal } from '../components/reveal';
import { SectionHeading } from '../components/section-heading';
import { ServiceCard } from '../components/service-card';
import { usePageTitle } from '../components/use-page-title';
import { useCollection } from '../content/content-store';
import { useI18n } from '../i18n/i18n-context';
import type { PageProps } from './page-registry';

/** How long the service named by the URL stays outlined (the fade itself is CSS). */
const HIGHLIGHT_MS = 3000;

const isServiceSlug = (slug: string | undefined): slug is ServiceSlug => SERVICES.some((service) => service.slug === slug);

/**
 * Every service with its features, how we work and a way to get in touch. Also serves
 * /services/{slug}: the page is the same, scrolled to that service, which is outlined for a
 * moment and takes the focus so keyboard and screen-reader users land on it too.
 */
export default function ServicesPage({ match }: PageProps) {
  const { lang } = useI18n();
  const copy = useCollection('copy');
  const texts = useCollection('services');
  const c = copy.services;
  const slug = match.page === 'service' && isServiceSlug(match.slug) ? match.slug : null;
  usePageTitle(slug ? texts[slug].title : c.title);
  const [highlighted, setHighlighted] = useState<ServiceSlug | null>(null);

  useEffect(() => {
    if (!slug) return;
    const target = document.getElementById(slug);
    if (!target) return;
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
    // After the layout's scroll-to-top of a navigation has run.
    const frame = requestAnimationFrame(() => {
      target.focus({ preventScroll: true });
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      setHighlighted(slug);
    });
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      setHighlighted(null);
    };
  }, [slug]);

  const trail: Crumb[] = slug
    ? [{ label: c.title, to: paths.services(lang) }, { label: texts[slug].title }]
    : [{ label: c.title }];

  return (
    <>
      <div className="container page-section services-page">
        <Breadcrumb trail={trail} />
        <SectionHeading level={1} title={c.title} subtitle={c.subtitle} />
        <Reveal className="services-list">
          {SERVICES.map((service) => (
            <ServiceCard
              key={service.slug}
              service={service}
              text={texts[service.slug]}
              variant="full"
              highlighted={highlighted === service.slug}
              className="reveal-item"
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

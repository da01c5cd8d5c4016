import { useState } from 'react';
import { plural } from '../../../shared/i18n/plural';
import { SERVICE_FILTERS, filterServices, type ServiceFilter } from '../../../shared/content/service-filter';
import { SERVICES } from '../../../shared/content/.generated/services';
import { useCollection } from '../../content-store/content-store';
import { useI18n } from '../../i18n/i18n-context';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';
import { ServiceCard } from '../service-card';

/** Home: the six services with category tabs (all by default), each linking to its place on the services page. */
export function ServicesSection() {
  const { lang } = useI18n();
  const services = useCollection('copy').home.services;
  const texts = useCollection('services');
  const [filter, setFilter] = useState<ServiceFilter>('all');
  const shown = filterServices(SERVICES, filter);

  return (
    <section id="services" className="section section--surface home-services" aria-labelledby="services-title">
      <div className="container">
        <SectionHeading title={services.title} subtitle={services.subtitle} id="services-title" />
        <div className="service-filters" role="group" aria-labelledby="services-title">
          {SERVICE_FILTERS.map((option) => (
            <button key={option} type="button" className="tag" aria-pressed={filter === option} onClick={() => setFilter(option)}>
              {services.filters[option]}
            </button>
          ))}
        </div>
        {/* Removing cards is silent to a screen reader, so the new count is announced instead. */}
        <p className="visually-hidden" role="status">
          {plural(services.resultsCount, shown.length, lang, 'count')}
        </p>
        <Reveal as="ul" className="service-grid">
          {shown.map((service) => (
            <li className="reveal-item" key={service.slug}>
              <ServiceCard service={service} text={texts[service.slug]} variant="short" />
            </li>
          ))}
        </Reveal>
      </div>
    </section>
  );
}

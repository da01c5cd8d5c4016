import { useId } from 'react';
import { Link } from './link';
import type { Service, ServiceText } from '../../shared/content/types';
import { paths } from '../../shared/routes';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';
import { ServiceIcon } from './service-icon';

interface ServiceCardProps {
  service: Service;
  text: ServiceText;
  /**
   * `short` (home): icon, title, description and a learn-more link, under a section's h2.
   * `full` (services page): the card is the service's anchor (id = slug) and lists its features.
   */
  variant: 'short' | 'full';
  className?: string;
  /**
   * The service its address names (/services/{slug}, `full` only): outlined for a moment and
   * focused by the browser as the page loads, which scrolls it into view before the first paint.
   */
  highlighted?: boolean;
}

/** One service as a card, on the home page and on the services page. */
export function ServiceCard({ service, text, variant, className, highlighted = false }: ServiceCardProps) {
  const { lang } = useI18n();
  const homeServices = useCollection('copy').home.services;
  const classes = ['card', 'service-card', `service-card--${variant}`];
  const shortTitleId = useId();
  if (className) classes.push(className);

  if (variant === 'short') {
    return (
      <article className={classes.join(' ')} aria-labelledby={shortTitleId}>
        <div className="card__body service-card__body">
          <span className="service-card__icon">
            <ServiceIcon icon={service.icon} />
          </span>
          <h3 id={shortTitleId} className="card__title service-card__title">
            {text.title}
          </h3>
          <p className="service-card__text">{text.description}</p>
          <Link className="link-arrow service-card__more" to={paths.service(lang, service.slug)}>
            {homeServices.learnMore}
            <span className="visually-hidden">{`: ${text.title}`}</span>
          </Link>
        </div>
      </article>
    );
  }

  const titleId = `${service.slug}-title`;
  if (highlighted) classes.push('service-card--highlight');
  return (
    <article id={service.slug} className={classes.join(' ')} tabIndex={-1} autoFocus={highlighted} aria-labelledby={titleId}>
      <div className="card__body service-card__body">
        <div className="service-card__top">
          <span className="service-card__icon">
            <ServiceIcon icon={service.icon} />
          </span>
          <span className="eyebrow service-card__category">{homeServices.filters[service.category]}</span>
        </div>
        <h2 id={titleId} className="card__title service-card__title">
          {text.title}
        </h2>
        <p className="service-card__text">{text.description}</p>
        <ul className="service-card__features">
          {text.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}

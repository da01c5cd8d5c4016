import { Link } from './link';
import { paths } from '../../shared/routes';
import { useI18n } from '../i18n/i18n-context';
import { Reveal } from './reveal';

interface CallToActionProps {
  id: string;
  className: string;
  copy: { title: string; text: string; button: string };
}

/** The closing band of a page: a line, a sentence and the way to the contact form. */
export function CallToAction({ id, className, copy }: CallToActionProps) {
  const { lang } = useI18n();
  return (
    <section className={`section ${className}`} aria-labelledby={id}>
      <Reveal className="container">
        <div className="cta-block">
          <h2 id={id} className="cta-block__title">
            {copy.title}
          </h2>
          <p className="cta-block__text">{copy.text}</p>
          <Link className="button cta-block__button" to={paths.contact(lang)}>
            {copy.button}
          </Link>
        </div>
      </Reveal>
    </section>
  );
}

import { LOCALE_TAGS, type Lang } from '../../shared/i18n/langs';
import { STUDIO } from '../../shared/content/studio';
import { useCollection } from '../content-store/content-store';
import { useI18n } from '../i18n/i18n-context';

/** "100+" as the page's language writes the number. */
function atLeast(value: number, lang: Lang): string {
  return `${new Intl.NumberFormat(LOCALE_TAGS[lang]).format(value)}+`;
}

/** The studio's figures: products, team, awards and client satisfaction. */
export function StudioStats({ className }: { className?: string }) {
  const { lang } = useI18n();
  const labels = useCollection('copy').home.about.stats;
  const percent = new Intl.NumberFormat(LOCALE_TAGS[lang], { style: 'percent', maximumFractionDigits: 0 });
  const stats = [
    { key: 'products', value: atLeast(STUDIO.stats.products, lang), label: labels.products },
    { key: 'team', value: atLeast(STUDIO.stats.team, lang), label: labels.team },
    { key: 'awards', value: atLeast(STUDIO.stats.awards, lang), label: labels.awards },
    { key: 'satisfaction', value: percent.format(STUDIO.stats.satisfactionPercent / 100), label: labels.satisfaction },
  ];
  return (
    <dl className={`stats${className ? ` ${className}` : ''}`}>
      {stats.map((stat) => (
        // The figure is shown above its label; the markup keeps term before description.
        <div className="stats__item reveal-item" key={stat.key}>
          <dt className="stats__label">{stat.label}</dt>
          <dd className="stats__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The "10+ years of experience" badge laid over the studio photo. */
export function YearsBadge() {
  const { lang } = useI18n();
  const label = useCollection('copy').home.about.badge;
  return (
    <p className="years-badge">
      <span className="years-badge__value">{atLeast(STUDIO.stats.years, lang)}</span>
      <span className="years-badge__label">{label}</span>
    </p>
  );
}

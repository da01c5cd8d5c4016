import { LOGO_MARK } from '../../shared/brand';

const { size, radius, beam, beamWidth } = LOGO_MARK;

/** The Northbeam wordmark: a beam mark and the name, drawn in currentColor. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox={`0 0 ${size} ${size}`} width={size} height={size} aria-hidden="true" focusable="false">
        <rect width={size} height={size} rx={radius} fill="currentColor" />
        <path d={beam} fill="none" stroke="var(--color-bg)" strokeWidth={beamWidth} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="logo__name">Northbeam</span>
    </span>
  );
}

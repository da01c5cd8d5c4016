import { useEffect, useRef, type PointerEvent } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { dismissNotice, useNotice, type Notice } from './notice-store';

/** docs/requirements.md section 9: shown for 5 s, dismissed by a swipe to the right of 50 px, F8 reaches it. */
export const NOTICE_DURATION_MS = 5000;
export const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = 'F8';

/** The notification region: always in the page, so screen readers hear what appears in it. */
export function Notices() {
  const { t } = useI18n();
  const notice = useNotice();
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      (region.current?.querySelector<HTMLElement>('.notice') ?? region.current)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section ref={region} className="notices" aria-label={t('submission.notices.region')} tabIndex={-1}>
      {notice && <NoticeCard key={notice.id} notice={notice} />}
    </section>
  );
}

function NoticeCard({ notice }: { notice: Notice }) {
  const { t } = useI18n();
  const card = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ startX: number; pointerId: number } | null>(null);
  const paused = useRef(false);

  useEffect(() => {
    let remaining = NOTICE_DURATION_MS;
    let last = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      if (!paused.current) remaining -= now - last;
      last = now;
      if (remaining <= 0) dismissNotice(notice.id);
    }, 100);
    return () => clearInterval(timer);
  }, [notice.id]);

  const moveBy = (dx: number) => card.current?.style.setProperty('--swipe-x', `${Math.max(0, dx)}px`);

  const onPointerDown = (event: PointerEvent) => {
    if ((event.target as HTMLElement).closest('button')) return;
    swipe.current = { startX: event.clientX, pointerId: event.pointerId };
    card.current?.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipe.current?.pointerId === event.pointerId) moveBy(event.clientX - swipe.current.startX);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipe.current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - swipe.current.startX;
    swipe.current = null;
    if (dx > SWIPE_THRESHOLD_PX) dismissNotice(notice.id);
    else moveBy(0);
  };

  return (
    <div
      ref={card}
      className={`notice notice--${notice.variant}`}
      role={notice.variant === 'destructive' ? 'alert' : 'status'}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => moveBy(0)}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
      onKeyDown={(event) => event.key === 'Escape' && dismissNotice(notice.id)}
    >
      <div className="notice__text">
        <p className="notice__title">{notice.title}</p>
        <p className="notice__description">{notice.description}</p>
      </div>
      <button type="button" className="notice__close" aria-label={t('submission.notices.close')} onClick={() => dismissNotice(notice.id)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

import { MARQUEE_ICONS } from '../components/home/marquee-icons';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A play/pause button says what pressing it does next, in its label and its tooltip. */
function showNext(button: HTMLElement, next: 'play' | 'pause'): void {
  const label = next === 'play' ? button.dataset.labelPlay : button.dataset.labelPause;
  const tooltip = next === 'play' ? button.dataset.tooltipPlay : button.dataset.tooltipPause;
  if (label) button.setAttribute('aria-label', label);
  if (tooltip) button.dataset.tooltip = tooltip;
}

/** The client marquee pauses and resumes with its button (moving content needs a way to stop it). */
function startMarquee(): void {
  const button = document.querySelector<HTMLButtonElement>('.client-marquee__toggle');
  const marquee = button?.closest<HTMLElement>('.client-marquee');
  if (!button || !marquee) return;
  button.addEventListener('click', () => {
    const paused = marquee.toggleAttribute('data-paused');
    showNext(button, paused ? 'play' : 'pause');
    button.querySelector('path')?.setAttribute('d', paused ? MARQUEE_ICONS.play : MARQUEE_ICONS.pause);
  });
}

/**
 * A case study's loop starts by script, never under reduced motion (it has no autoplay
 * attribute), and its button pauses and resumes it.
 */
function startProjectVideo(): void {
  const video = document.querySelector<HTMLVideoElement>('.project-media__video');
  const button = video?.parentElement?.querySelector<HTMLButtonElement>('.project-media__toggle');
  if (!video || !button) return;
  const icon = button.querySelector('.project-media__icon');
  const show = () => {
    showNext(button, video.paused ? 'play' : 'pause');
    icon?.classList.toggle('project-media__icon--play', video.paused);
    icon?.classList.toggle('project-media__icon--pause', !video.paused);
  };
  const play = () => {
    video.muted = true;
    // Blocked (data saver, power saving): the poster stays, and the button can start it.
    video.play().catch(() => undefined);
  };
  video.addEventListener('play', show);
  video.addEventListener('pause', show);
  button.addEventListener('click', () => (video.paused ? play() : video.pause()));
  if (!matchMedia(REDUCED_MOTION).matches) play();
}

/** The home hero's arrow brings the next section into view and moves the focus there. */
function startHeroArrow(): void {
  const button = document.querySelector<HTMLButtonElement>('.home-hero__scroll');
  const target = document.getElementById('clients');
  if (!button || !target) return;
  button.addEventListener('click', () => {
    target.scrollIntoView({ behavior: matchMedia(REDUCED_MOTION).matches ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  });
}

export function startMediaToggles(): void {
  startMarquee();
  startProjectVideo();
  startHeroArrow();
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * docs/requirements.md section 4: sections below the fold fade in once, when 15% of them is visible, and do
 * not replay. What is on screen when the script runs, and everything under reduced motion,
 * stays as the server rendered it: visible.
 */
export function startReveal(): void {
  if (matchMedia(REDUCED_MOTION).matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.replace('reveal--pending', 'reveal--shown');
        observer.unobserve(entry.target);
      }
    },
    { threshold: 0.15 },
  );
  // Every position is read before any class is set: a read after a write would lay the page out again, once per section.
  const below = [...document.querySelectorAll('.reveal')].filter((element) => element.getBoundingClientRect().top >= innerHeight);
  for (const element of below) {
    element.classList.add('reveal--pending');
    observer.observe(element);
  }
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * docs/requirements.md section 4: sections below the fold fade in once, when 15% of them is visible, and do
 * not replay. What is on screen at the first look, and everything under reduced motion,
 * stays as the server rendered it: visible. Where each section is comes from the observer's
 * first report, after the browser's own layout: reading positions while the script starts
 * would lay the page out in the script's task, the longest of the load (issue 27).
 */
export function startReveal(): void {
  if (matchMedia(REDUCED_MOTION).matches) return;
  const observer = new IntersectionObserver(
    (entries) => {
      // A section is reported out of sight only at the first report: once in sight it is no longer watched.
      for (const { target, isIntersecting, boundingClientRect, rootBounds } of entries) {
        if (isIntersecting) {
          target.classList.replace('reveal--pending', 'reveal--shown');
          observer.unobserve(target);
        } else if (rootBounds && boundingClientRect.top >= rootBounds.height) target.classList.add('reveal--pending');
        // Above the screen (a page opened scrolled down): left as it is.
        else observer.unobserve(target);
      }
    },
    { threshold: 0.15 },
  );
  for (const element of document.querySelectorAll('.reveal')) observer.observe(element);
}

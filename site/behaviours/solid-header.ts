/** Pixels of scroll after which the header gets its solid background (docs/requirements.md section 9). */
const SOLID_AFTER_PX = 50;

/** The header is transparent over the top of the page and solid once the page scrolls. */
export function startSolidHeader(): void {
  const header = document.querySelector<HTMLElement>('.site-header');
  if (!header) return;
  const update = () => {
    if (scrollY > SOLID_AFTER_PX) header.dataset.solid = 'true';
    else delete header.dataset.solid;
  };
  // At the next frame, when the browser lays the page out anyway: scrollY read while the script starts would lay it out in the script's task.
  requestAnimationFrame(() => {
    update();
    // A frame later, once that state is drawn: it does not fade in (header.css says why).
    requestAnimationFrame(() => {
      header.dataset.fades = '';
    });
  });
  addEventListener('scroll', update, { passive: true });
}

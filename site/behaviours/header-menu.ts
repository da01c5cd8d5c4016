/** Where header.css stops showing the menu button. */
const WIDE_SCREEN = '(min-width: 961px)';

/**
 * The mobile menu (docs/requirements.md section 4: open or closed). While it is open, the page under the
 * overlay is out of reach of Tab and screen readers; Escape, the overlay and a wide screen
 * close it, and the focus returns to the button.
 */
export function startHeaderMenu(): void {
  const button = document.querySelector<HTMLButtonElement>('.menu-button');
  const header = button?.closest('header');
  const nav = document.getElementById('site-nav');
  const overlay = header?.querySelector<HTMLElement>('.menu-overlay');
  if (!button || !header || !nav || !overlay) return;
  const behind = () => [...header.parentElement!.children].filter((element): element is HTMLElement => element !== header);
  const wide = matchMedia(WIDE_SCREEN);

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
    if (open) nav.dataset.open = 'true';
    else delete nav.dataset.open;
    overlay.hidden = !open;
    header.toggleAttribute('data-menu-open', open);
    document.body.classList.toggle('menu-open', open);
    for (const element of behind()) element.inert = open;
    if (open) {
      document.addEventListener('keydown', onKey);
      wide.addEventListener('change', close);
    } else {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', close);
    }
  };
  const close = () => {
    set(false);
    button.focus();
  };

  button.addEventListener('click', () => set(button.getAttribute('aria-expanded') !== 'true'));
  overlay.addEventListener('click', close);
  // A link followed from the menu loads a new page; the one left behind (and the back-forward cache) shows it closed.
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) set(false);
  });
}

/** docs/requirements.md section 9: the pointer must rest this long; a second tooltip within the skip delay opens at once. */
export const OPEN_DELAY_MS = 700;
export const SKIP_DELAY_MS = 300;
/** Space between the trigger and its tooltip, and the least space left to the screen's edge. */
const GAP_PX = 6;
const EDGE_PX = 8;

let tip: HTMLElement | undefined;
/** Which elements have a tooltip: given by start-tooltips-on-first-use, which is in the first-load bundle. */
let selector = '';
/** The element whose tooltip is open or waiting for its delay. */
let trigger: Element | null = null;
let open = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let closedAt = -Infinity;

const triggerOf = (node: EventTarget | null) => (node instanceof Element ? node.closest(selector) : null);
const within = (node: EventTarget | null) => node instanceof Node && (!!trigger?.contains(node) || !!tip?.contains(node));

/** Adds or removes the tooltip's id in the trigger's `aria-describedby`, keeping any other ids. */
function describe(target: Element, on: boolean): void {
  const ids = (target.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== tip!.id);
  if (on) ids.push(tip!.id);
  if (ids.length) target.setAttribute('aria-describedby', ids.join(' '));
  else target.removeAttribute('aria-describedby');
}

/** Above the trigger, or below it when there is no room above; never past either side of the screen. */
function place(target: Element): void {
  const anchor = target.getBoundingClientRect();
  tip!.style.left = tip!.style.top = '0';
  const { offsetWidth: width, offsetHeight: height } = tip!;
  const above = anchor.top - GAP_PX - height;
  const screenWidth = document.documentElement.clientWidth;
  const left = Math.min(Math.max(anchor.left + anchor.width / 2 - width / 2, EDGE_PX), screenWidth - EDGE_PX - width);
  tip!.style.left = `${Math.max(left, 0)}px`;
  tip!.style.top = `${above >= EDGE_PX ? above : anchor.bottom + GAP_PX}px`;
}

function reveal(target: Element): void {
  const text = target.getAttribute('data-tooltip');
  if (!text || !target.isConnected) return;
  tip!.textContent = text;
  tip!.hidden = false;
  place(target);
  describe(target, true);
  open = true;
}

function close(): void {
  clearTimeout(timer);
  if (open && trigger) {
    tip!.hidden = true;
    describe(trigger, false);
    closedAt = performance.now();
  }
  open = false;
  trigger = null;
}

function show(target: Element, delay: number): void {
  close();
  trigger = target;
  if (delay > 0) timer = setTimeout(() => reveal(target), delay);
  else reveal(target);
}

function onPointerOver(event: PointerEvent, waited = 0): void {
  const target = triggerOf(event.target);
  // Moving within the trigger (onto its icon) or back from its tooltip is no new hover.
  if (!target || event.pointerType === 'touch' || target === trigger || target.contains(event.relatedTarget as Node | null)) return;
  const skip = open || performance.now() - closedAt < SKIP_DELAY_MS;
  show(target, skip ? 0 : OPEN_DELAY_MS - waited);
}

/** Leaving the trigger closes its tooltip, unless the pointer moves onto the tooltip (WCAG 1.4.13). */
function onPointerOut(event: PointerEvent): void {
  if (trigger && within(event.target) && !within(event.relatedTarget)) close();
}

function onFocusIn(event: Event): void {
  const target = triggerOf(event.target);
  if (!target || !(event.target as Element).matches(':focus-visible')) return;
  // Focus can scroll the trigger into view; that scroll is reported before the next frame and must not close this tooltip.
  requestAnimationFrame(() => {
    if (document.activeElement === event.target) show(target, 0);
  });
}

function onFocusOut(event: Event): void {
  if (trigger?.contains(event.target as Node)) close();
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || !trigger) return;
  // An Escape that closes a tooltip is for the tooltip alone: the menu behind it stays open.
  if (open) event.stopPropagation();
  close();
}

/** Scrolling closes an open tooltip; one still waiting is left to `pointerout`, as the trigger may stay under the pointer. */
function onScroll(event: Event): void {
  if (open && trigger && (event.target === document || (event.target as Node).contains(trigger))) close();
}

/** Installs the behaviour once and handles the event that loaded it, `at` being when it happened. */
export function startTooltips(triggers: string, first: Event, at: number): void {
  if (tip) return;
  selector = triggers;
  tip = document.createElement('div');
  tip.id = 'site-tooltip';
  tip.className = 'tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  document.body.append(tip);
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('pointerout', onPointerOut);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  document.addEventListener('pointerdown', close, true);
  document.addEventListener('click', close, true);
  document.addEventListener('scroll', onScroll, { capture: true, passive: true });
  // On the window in the capture phase, so it runs before any other Escape handler.
  window.addEventListener('keydown', onKeyDown, true);

  if (first.type === 'focusin') onFocusIn(first);
  else if (triggerOf(first.target)?.matches(':hover')) onPointerOver(first as PointerEvent, performance.now() - at);
}

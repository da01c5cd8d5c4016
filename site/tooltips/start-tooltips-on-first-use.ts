/** Elements with this attribute get a tooltip showing its value (docs/decisions/0013-tooltips.md). */
export const TOOLTIP_SELECTOR = '[data-tooltip]';

/**
 * Loads the tooltip behaviour on the first hover or focus of an element that has one, so a
 * page nobody points at carries none of its code; the behaviour then handles that first event.
 */
export function startTooltipsOnFirstUse(): void {
  const onFirst = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'touch' || !(event.target as Element).closest?.(TOOLTIP_SELECTOR)) return;
    document.removeEventListener('pointerover', onFirst);
    document.removeEventListener('focusin', onFirst);
    const at = performance.now();
    // A failed load (a deploy replaced the chunk) only costs the tooltips, which repeat the labels.
    import('./tooltip-controller').then((m) => m.startTooltips(TOOLTIP_SELECTOR, event, at)).catch(() => undefined);
  };
  document.addEventListener('pointerover', onFirst);
  document.addEventListener('focusin', onFirst);
}

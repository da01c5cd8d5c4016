import type { Page } from '@playwright/test';

/**
 * Whether the keyboard focus is drawn, stop by stop. At each stop one script in the page reads
 * the computed styles of the focused element and of its ancestors, blurs it, reads them again
 * and gives the focus back. An outline, a box-shadow ring, a border or a move that the focus
 * changes counts as a visible focus only where it is surely seen: on an element that is shown,
 * at a point on the ring that is within 10px of the control (where the screenshots look),
 * inside the viewport and every box that may clip it, and not under another element (a hit
 * test). Every other stop (a change of colour only, a ring under an overlay or out of view, a
 * clipping path or mask, no change at all) is told by pixels as before: the area around the
 * control, focused and blurred, must differ. So a stop costs two round trips instead of six,
 * and screenshots are taken only where styles cannot tell.
 */

/** What the page tells about its focused element. */
interface FocusedElement {
  /** Reached before in this walk: the focus has come round. */
  seenBefore: boolean;
  describe: string;
  /** Around the element (around the card of a stretched link), for the screenshots. */
  rect: { x: number; y: number; right: number; bottom: number };
  /** The outline's colour when it is 2px or more, for its contrast. */
  outline: string | null;
  /** The nearest opaque surface behind the element. */
  surface: string;
  /** The change of style that shows the focus where it can be seen; null when only pixels can tell. */
  drawn: string | null;
  /** The focus came back to the element as it was (`:focus-visible` the same) after the blur. */
  restored: boolean;
}

/**
 * Runs in the page, right after the focus moved: reads the focused element and its ancestors,
 * blurs it, reads them again and gives the focus back (without scrolling), all in one task.
 */
function inspectFocus(walk: string): FocusedElement | null {
  const holder = window as unknown as { __focusWalk?: { walk: string; stops: WeakSet<Element> } };
  if (holder.__focusWalk?.walk !== walk) holder.__focusWalk = { walk, stops: new WeakSet() };
  const stops = holder.__focusWalk.stops;
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body) return null;
  const seenBefore = stops.has(active);
  stops.add(active);

  type Box = { left: number; top: number; right: number; bottom: number };
  type Styles = Record<string, string>;
  const SIDES = ['top', 'right', 'bottom', 'left'] as const;
  const PROPERTIES = [
    'outline-style',
    'outline-width',
    'outline-color',
    'outline-offset',
    'box-shadow',
    ...SIDES.flatMap((side) => [`border-${side}-style`, `border-${side}-width`, `border-${side}-color`]),
    'transform',
    'translate',
    'scale',
    'background-color',
  ];
  const alpha = (color: string) => {
    if (color === 'transparent') return 0;
    const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = color.match(/^rgba\(.*,\s*([\d.]+)\)$/);
    return rgba ? Number(rgba[1]) : 1;
  };
  const px = (value: string | undefined) => parseFloat(value ?? '') || 0;

  // The element and its ancestors (a card can show the focus of its link with :focus-within),
  // read focused and then blurred.
  const chain: Element[] = [];
  for (let node: Element | null = active; node; node = node.parentElement) chain.push(node);
  const read = (element: Element): Styles => {
    const style = getComputedStyle(element);
    return Object.fromEntries(PROPERTIES.map((name) => [name, style.getPropertyValue(name)]));
  };
  const readAll = () => chain.map(read);
  const focusVisible = active.matches(':focus-visible');
  const focused = readAll();
  // Where the focus puts things, taken while it is there.
  const rects = chain.map((element) => element.getBoundingClientRect());
  // What is compared: 10px around the element, or around the card of a stretched link (an
  // absolutely placed ::after), which shows its focus on the whole card.
  const stretched = getComputedStyle(active, '::after').position === 'absolute' && active.offsetParent;
  const rect = (stretched || active).getBoundingClientRect();
  const around: Box = { left: rect.left - 10, top: rect.top - 10, right: rect.right + 10, bottom: rect.bottom + 10 };
  const viewport: Box = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: document.documentElement.clientHeight };
  const clipsOf = (element: Element): Box[] | null => {
    const boxes = [viewport, around];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath !== 'none' || (style.maskImage && style.maskImage !== 'none')) return null;
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible' || /paint|strict|content/.test(style.contain)) {
        const box = node.getBoundingClientRect();
        const left = box.left + node.clientLeft;
        const top = box.top + node.clientTop;
        boxes.push({ left, top, right: left + node.clientWidth, bottom: top + node.clientHeight });
      }
    }
    return boxes;
  };
  const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const within = (x: number, y: number, clips: Box[]) =>
    clips.every((clip) => x > clip.left && x < clip.right && y > clip.top && y < clip.bottom);

  /**
   * Points where something the focus changes is drawn: one at least must be where the
   * screenshots would look (`around`), in view (inside the viewport and every box that may clip
   * the element) and not under anything else, which the hit test tells. Outside the element
   * nothing but its ancestors (or the element, by a pseudo-element) may be hit there; inside,
   * only the element or its descendants.
   */
  const seenAt = (element: Element, points: (readonly [number, number])[], outside: boolean) => {
    const clips = clipsOf(element);
    if (!clips) return false;
    return points.some(([x, y]) => {
      if (!within(x, y, clips)) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit) || (outside && hit.contains(element)));
    });
  };
  /**
   * A point on each side (top, right, bottom, left) of a ring drawn `from` to `to` outside the
   * border box (negative: inside): in the middle of the part of the side that is straight (past
   * the rounded corners) and inside every clip, or the side's middle when none is.
   */
  const ring = (element: Element, box: DOMRect, from: number, to: number) => {
    const middle = (from + to) / 2;
    const style = getComputedStyle(element);
    const corners = ['top-left', 'top-right', 'bottom-right', 'bottom-left'].map((corner) => {
      const value = style.getPropertyValue(`border-${corner}-radius`);
      return value.includes('%') ? (parseFloat(value) / 100) * Math.max(box.width, box.height) : parseFloat(value) || 0;
    });
    const radius = Math.min(Math.max(...corners), box.width / 2, box.height / 2);
    const clips = clipsOf(element) ?? [];
    const along = (start: number, end: number, low: 'left' | 'top', high: 'right' | 'bottom') => {
      let first = start + radius;
      let last = end - radius;
      for (const clip of clips) {
        first = Math.max(first, clip[low]);
        last = Math.min(last, clip[high]);
      }
      return last > first ? (first + last) / 2 : (start + end) / 2;
    };
    const x = along(box.left, box.right, 'left', 'right');
    const y = along(box.top, box.bottom, 'top', 'bottom');
    return [
      [x, box.top - middle],
      [box.right + middle, y],
      [x, box.bottom + middle],
      [box.left - middle, y],
    ] as const;
  };
  const ringSeen = (element: Element, box: DOMRect, from: number, to: number) =>
    seenAt(element, [...ring(element, box, from, to)], from + to > 0);
  const boxSeen = (element: Element, box: DOMRect) =>
    box.width >= 1 && box.height >= 1 && seenAt(element, [[(box.left + box.right) / 2, (box.top + box.bottom) / 2]], false);
  const outlinePainted = (styles: Styles) =>
    !['none', 'hidden'].includes(styles['outline-style']!) && px(styles['outline-width']) >= 1 && alpha(styles['outline-color']!) > 0;
  const outlineOf = (styles: Styles) =>
    ['outline-style', 'outline-width', 'outline-color', 'outline-offset'].map((name) => styles[name]).join(' ');
  const shadows = (value: string) => (value === 'none' ? [] : value.split(/,(?![^(]*\))/).map((shadow) => shadow.trim()));

  /** What the focus changes on `element` that is surely drawn where it can be seen. */
  const drawnOn = (element: Element, box: DOMRect, on: Styles, off: Styles): string | null => {
    if (!shown(element)) return null;
    if (outlineOf(on) !== outlineOf(off) && (outlinePainted(on) || outlinePainted(off))) {
      const outline = outlinePainted(on) ? on : off;
      const offset = px(outline['outline-offset']);
      if (ringSeen(element, box, offset, offset + px(outline['outline-width']))) return 'outline';
    }
    const before = shadows(off['box-shadow']!);
    const after = shadows(on['box-shadow']!);
    const changed = [...after.filter((shadow) => !before.includes(shadow)), ...before.filter((shadow) => !after.includes(shadow))];
    for (const shadow of changed) {
      const color = shadow.match(/^(rgba?\([^)]*\)|[a-z]+\([^)]*\)|transparent)/)?.[1] ?? 'transparent';
      const [x, y, , spread = 0] = (shadow.match(/-?[\d.]+px/g) ?? []).map(parseFloat);
      if (alpha(color) === 0 || x !== 0 || y !== 0 || spread < 1) continue;
      const inset = /\binset\b/.test(shadow);
      if (inset ? ringSeen(element, box, -spread, 0) : ringSeen(element, box, 0, spread))
        return inset ? 'inset box-shadow' : 'box-shadow ring';
    }
    for (const [index, side] of SIDES.entries()) {
      const [style, width, color] = ['style', 'width', 'color'].map((part) => `border-${side}-${part}`);
      const painted = (styles: Styles) =>
        !['none', 'hidden'].includes(styles[style!]!) && px(styles[width!]) >= 1 && alpha(styles[color!]!) > 0;
      const differs = [style, width, color].some((name) => on[name!] !== off[name!]);
      const border = Math.max(px(on[width!]), px(off[width!]));
      if (differs && (painted(on) || painted(off)) && seenAt(element, [ring(element, box, -border, 0)[index]!], false))
        return `border-${side}`;
    }
    const moved = ['transform', 'translate', 'scale'].some((name) => on[name] !== off[name]);
    const draws = alpha(on['background-color']!) > 0 || (element.textContent ?? '').trim() !== '';
    if (moved && draws && boxSeen(element, box)) return 'transform';
    return null;
  };

  active.blur();
  const blurred = readAll();
  active.focus({ preventScroll: true });
  const restored = document.activeElement === active && active.matches(':focus-visible') === focusVisible;

  let drawn: string | null = null;
  for (let index = 0; index < chain.length && !drawn; index++) {
    const how = drawnOn(chain[index]!, rects[index]!, focused[index]!, blurred[index]!);
    if (how)
      drawn = `${how} of ${index === 0 ? 'the element' : chain[index]!.tagName.toLowerCase() + '.' + String(chain[index]!.className).split(' ')[0]}`;
  }

  const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30);
  let surface = 'rgb(255, 255, 255)';
  for (let node = active.parentElement; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (alpha(color) === 1) {
      surface = color;
      break;
    }
  }
  const style = getComputedStyle(active);
  return {
    seenBefore,
    describe: `${active.tagName.toLowerCase()}.${String(active.className).split(' ')[0]} "${name}"`,
    rect: { x: around.left, y: around.top, right: around.right, bottom: around.bottom },
    outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 ? style.outlineColor : null,
    surface,
    drawn,
    restored,
  };
}

/** WCAG contrast ratio of two computed `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

interface StopResult {
  seenBefore: boolean;
  problems: string[];
  /** Decided by screenshots, not by styles. */
  byPixels: boolean;
}

/** The problems with how the focused element shows its focus; null when nothing is focused. */
async function checkFocusedElement(page: Page, label: string, walk: string): Promise<StopResult | null> {
  // The browser scrolls the focus into view; on a busy machine that can end after a measure,
  // leaving the measured box off the screen. So: once the control has stayed put for a frame
  // (or a second has passed, for one that moves by design).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = '';
        let frames = 0;
        const tick = () => {
          const box = JSON.stringify(document.activeElement?.getBoundingClientRect());
          if (box === last || ++frames > 60) resolve();
          else {
            last = box;
            requestAnimationFrame(tick);
          }
        };
        requestAnimationFrame(tick);
      }),
  );
  const info = await page.evaluate(inspectFocus, walk);
  if (!info) return null;
  if (info.seenBefore) return { seenBefore: true, problems: [], byPixels: false };
  const problems: string[] = [];
  if (!info.restored) problems.push(`${label}: the focus did not come back as it was after a blur on ${info.describe}`);
  if (!info.drawn) {
    const viewport = page.viewportSize()!;
    const x = Math.max(0, info.rect.x);
    const y = Math.max(0, info.rect.y);
    const clip = { x, y, width: Math.min(info.rect.right, viewport.width) - x, height: Math.min(info.rect.bottom, viewport.height) - y };
    const focused = await page.screenshot({ clip });
    await page.evaluate(() => {
      const holder = window as unknown as { __focusBlurred?: HTMLElement };
      holder.__focusBlurred = document.activeElement as HTMLElement;
      holder.__focusBlurred.blur();
    });
    const unfocused = await page.screenshot({ clip });
    await page.evaluate(() => (window as unknown as { __focusBlurred: HTMLElement }).__focusBlurred.focus({ preventScroll: true }));
    if (focused.equals(unfocused)) problems.push(`${label}: no visible focus on ${info.describe}`);
  }
  if (info.outline) {
    const ratio = contrast(info.outline, info.surface);
    if (ratio < 3) problems.push(`${label}: focus outline ${info.outline} on ${info.surface} is ${ratio.toFixed(2)}:1 on ${info.describe}`);
  }
  return { seenBefore: false, problems, byPixels: !info.drawn };
}

let walks = 0;

/** The problems with how the element that has the focus now shows it. */
export async function focusProblems(page: Page, label: string): Promise<string[] | undefined> {
  return (await checkFocusedElement(page, label, `single ${walks++}`))?.problems;
}

/**
 * Tabs through the page until the focus comes round again, checking at every stop that the
 * focus changes what is drawn around the control and that an outline stands out 3:1 from the
 * surface it is drawn on.
 */
export async function focusProblemsOnEveryStop(
  page: Page,
  label: string,
): Promise<{ problems: string[]; stops: number; byPixels: number }> {
  await page.mouse.move(0, 0);
  const walk = `walk ${walks++}`;
  const problems: string[] = [];
  let stops = 0;
  let byPixels = 0;
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press('Tab');
    const result = await checkFocusedElement(page, label, walk);
    if (!result) continue;
    if (result.seenBefore) break;
    stops++;
    if (result.byPixels) byPixels++;
    problems.push(...result.problems);
  }
  return { problems, stops, byPixels };
}

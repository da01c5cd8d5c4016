import type { ComponentType } from 'react';
import { afterNextPaint } from '../after-first-paint';
import { retryOnce } from '../retry-once';
import { loadLaterStylesheet } from '../later-stylesheet';
import type { IslandTexts } from './island-texts';
import { ISLANDS, isIslandName, type IslandName } from './island-registry';

/** How far below the screen an island starts loading its code. */
const LOAD_MARGIN = '400px 0px';

/** An island's element takes no part in the layout (`display: contents`), so its children are watched. */
function whenNear(element: Element, run: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: LOAD_MARGIN },
  );
  for (const child of element.children) observer.observe(child);
}

/**
 * A form loads React when a visitor reaches for it (a pointer over it, a tap, a focus, a key),
 * not when it comes near the screen: on the contact, blog and careers pages that took some 70 KB
 * of script evaluation out of the page load, the long task Lighthouse counted as blocking time.
 * What is typed or chosen meanwhile stays in the fields and is taken over, and a submit is held.
 */
// input and change too: autofill and assistive technology can change a field without a pointer or a key.
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/** A field filled before this script ran (on a slow connection): that form was reached for already. */
function changedByVisitor(field: Element): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue;
}

function whenReachedFor(element: Element, run: () => void): void {
  if (element.contains(document.activeElement) || [...element.querySelectorAll('input, textarea, select')].some(changedByVisitor)) {
    return run();
  }
  const listening = new AbortController();
  const once = () => {
    listening.abort();
    // Starting the load (the preload links, the imports) takes a phone 30 to 100 ms: the touch that asked for it is drawn first.
    afterNextPaint(run);
  };
  for (const type of INTENT_EVENTS) element.addEventListener(type, once, { signal: listening.signal, passive: true });
}

/** Set on an island's element once it is live; until then a submit inside it is held. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Where an island is: not asked for yet, loading its code, live, or left as the server rendered it. */
interface IslandState {
  status: 'idle' | 'loading' | 'live' | 'failed';
  /** A form submitted while waiting, sent again once the island is live. */
  held: HTMLFormElement | null;
}

/**
 * An island whose code never came cannot send its form (the API takes JSON), and the browser
 * must not send it either: it says so once, beside what was typed, in the page's language.
 */
function showFailure(element: HTMLElement, form: HTMLFormElement): void {
  form.removeAttribute('aria-busy');
  const { error, reload: reloadText } = element.dataset;
  if (element.querySelector('.island-error') || !error || !reloadText) return;
  const notice = document.createElement('p');
  notice.className = 'island-error';
  notice.setAttribute('role', 'alert');
  const reload = document.createElement('a');
  reload.href = '';
  reload.textContent = reloadText;
  notice.append(`${error} `, reload);
  form.append(notice);
}

const fetchedTexts = new Map<string, Promise<IslandTexts>>();

/** A language's island texts, fetched once for every island of the page (site/render/island-texts-file.ts). */
function islandTexts(url: string | undefined): Promise<IslandTexts> {
  if (!url) return Promise.reject(new Error('The island names no texts'));
  let texts = fetchedTexts.get(url);
  if (!texts) {
    texts = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<IslandTexts>;
    });
    // A failed fetch is tried again by the next island that asks.
    texts.catch(() => fetchedTexts.delete(url));
    fetchedTexts.set(url, texts);
  }
  return texts;
}

/** What a visitor types: the events React answers, on an island it is still hydrating, by hydrating the rest at once. */
// textInput: Chromium's older beforeinput, which React listens to as well.
const TYPING_EVENTS = [
  'keydown',
  'keypress',
  'keyup',
  'textInput',
  'beforeinput',
  'input',
  'change',
  'compositionstart',
  'compositionend',
] as const;

/**
 * React hydrates an island in slices (hydrate-island.tsx), but a key that reaches it meanwhile
 * makes it hydrate the rest in one long task before the key is drawn (100 to 140 ms on the
 * careers board under a 4x slowdown). While the island loads, typing inside it stops at its
 * parent: the browser still puts the letters in the field, and the island takes them over when
 * it mounts, as it does with what was typed before its code came (useEnteredBeforeHydration;
 * the forms read their fields when they send). Returns what ends the hold.
 */
function holdTypingFromReact(element: HTMLElement): () => void {
  const holding = new AbortController();
  const hold = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) event.stopPropagation();
  };
  for (const type of TYPING_EVENTS) element.parentElement?.addEventListener(type, hold, { capture: true, signal: holding.signal });
  return () => holding.abort();
}

/**
 * Loads an island's code and hydrates it, once however often it is asked. A form submitted
 * before that is sent once the island is live (looked up again: a hydration that fell back to
 * rendering afresh replaces the elements).
 */
function hydrator(element: HTMLElement, name: IslandName): { start(): void; state: IslandState } {
  const state: IslandState = { status: 'idle', held: null };
  let releaseTyping = () => {};
  const onHydrated = () => {
    state.status = 'live';
    releaseTyping();
    element.setAttribute(HYDRATED_ATTRIBUTE, '');
    const held = state.held;
    state.held = null;
    if (!held) return;
    held.removeAttribute('aria-busy');
    (held.isConnected ? held : element.querySelector('form'))?.requestSubmit();
  };
  const start = () => {
    if (state.status !== 'idle') return;
    state.status = 'loading';
    releaseTyping = holdTypingFromReact(element);
    loadLaterStylesheet();
    // One try again, for a flaky connection; if the code still does not come (or does not run),
    // the island stays as the server rendered it: readable, its links plain links.
    retryOnce(() => Promise.all([import('./hydrate-island'), ISLANDS[name].load(), islandTexts(element.dataset.texts)]))
      .then(([{ hydrateIsland }, component, texts]) => hydrateIsland(element, name, component as ComponentType<object>, texts, onHydrated))
      .catch((error: unknown) => {
        console.warn(`The ${name} stays as the server rendered it:`, error);
        state.status = 'failed';
        releaseTyping();
        if (state.held) showFailure(element, state.held);
        state.held = null;
      });
  };
  return { start, state };
}

/**
 * A form in an island is React's to send. Submitted before the island is live, the browser
 * would send it itself, with every field in the address: it is held instead (and marked busy),
 * the island's code is asked for at once, and the form is sent when the island is live.
 */
function holdEarlySubmits(element: HTMLElement, { start, state }: ReturnType<typeof hydrator>): void {
  element.addEventListener(
    'submit',
    (event) => {
      if (state.status === 'live' || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      if (state.status === 'failed') return showFailure(element, event.target);
      state.held = event.target;
      event.target.setAttribute('aria-busy', 'true');
      start();
    },
    { capture: true },
  );
}

/**
 * Each island on the page loads React, its own code and its language's texts when it comes near
 * the screen (a form: when a visitor reaches for it), and hydrates; a page without islands loads none of them.
 */
export function hydrateIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island;
    if (!isIslandName(name)) continue;
    const island = hydrator(element, name);
    holdEarlySubmits(element, island);
    (ISLANDS[name].loads === 'intent' ? whenReachedFor : whenNear)(element, island.start);
  }
}

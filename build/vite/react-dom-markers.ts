import type { Plugin } from 'vite';

/** ReactDOM's production client, where the markers are made. */
const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * The errors ReactDOM makes once, when its module starts: markers it throws to unwind a render
 * (Suspense, hydration) and recognises by identity. Each code is React's own error number.
 */
export const MARKER_CODES = [460, 474, 542, 461, 519] as const;

/**
 * Makes ReactDOM's start-up markers without calling `Error`. Chromium records where every new
 * Error was made, and for the first one V8 parses ReactDOM's whole module function again to find
 * its source positions: 150 ms under a 4x CPU slowdown, in the task that loads a form's code,
 * which a key typed meanwhile waits for (decision 0046). An object of Error's prototype with the
 * same message is the same marker, without that record. Fails the build when ReactDOM no longer
 * makes one of them, so that an upgrade is looked at again rather than silently slower.
 */
export function withoutRecordedMarkers(code: string): string {
  let result = code;
  for (const errorCode of MARKER_CODES) {
    const made = `Error(formatProdErrorMessage(${errorCode}))`;
    if (result.split(made).length !== 2)
      throw new Error(`react-dom-client.production.js does not make ${made} exactly once (decision 0046)`);
    result = result.replace(made, `Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${errorCode}) })`);
  }
  return result;
}

export function reactDomMarkers(): Plugin {
  return {
    name: 'react-dom-markers',
    apply: 'build',
    // The filter is checked by the bundler itself: no other module's code is handed to this plugin.
    transform: {
      filter: { id: REACT_DOM_CLIENT },
      handler: (code) => ({ code: withoutRecordedMarkers(code), map: null }),
    },
  };
}

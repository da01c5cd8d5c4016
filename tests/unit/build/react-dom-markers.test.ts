import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { MARKER_CODES, withoutRecordedMarkers } from '../../../build/vite/react-dom-markers';

const require = createRequire(import.meta.url);
// The package exports no path to the file the browser build uses; it sits beside package.json.
const clientPath = join(dirname(require.resolve('react-dom/package.json')), 'cjs', 'react-dom-client.production.js');
const client = readFileSync(clientPath, 'utf8');

describe("ReactDOM's start-up markers (decision 0046)", () => {
  it('are made without calling Error, each once, in the installed ReactDOM', () => {
    const changed = withoutRecordedMarkers(client);
    for (const code of MARKER_CODES) {
      expect(changed).not.toContain(`Error(formatProdErrorMessage(${code}))`);
      expect(changed.split(`{ message: formatProdErrorMessage(${code}) }`)).toHaveLength(2);
    }
  });

  it('leave a ReactDOM that still starts and renders', () => {
    const module = { exports: {} as Record<string, unknown> };
    new Function('module', 'exports', 'require', withoutRecordedMarkers(client))(module, module.exports, createRequire(clientPath));
    expect(typeof module.exports.createRoot).toBe('function');
    expect(typeof module.exports.hydrateRoot).toBe('function');
  });

  it('stop the build with one line when ReactDOM no longer makes a marker', () => {
    expect(() => withoutRecordedMarkers('var SuspenseException = Error(formatProdErrorMessage(460));')).toThrow(
      'react-dom-client.production.js does not make Error(formatProdErrorMessage(474)) exactly once (decision 0046)',
    );
  });
});

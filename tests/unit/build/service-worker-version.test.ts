import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildVersion } from '../../../build/service-worker/build-version';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sw-version-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dir, 'sw.js'), 'old worker');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const shell = (body: string) => new Map([['/offline/en', body]]);

describe('buildVersion', () => {
  it('is stable for the same build, whatever the worker file holds', () => {
    const first = buildVersion(dir, 'sw.js', shell('offline'));
    writeFileSync(join(dir, 'sw.js'), 'new worker');
    expect(buildVersion(dir, 'sw.js', shell('offline'))).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes when a file changes, appears or is renamed, or the server-written shell changes', () => {
    const first = buildVersion(dir, 'sw.js', shell('offline'));
    writeFileSync(join(dir, 'favicon.svg'), '<svg />');
    const edited = buildVersion(dir, 'sw.js', shell('offline'));
    writeFileSync(join(dir, 'assets/page-def.js'), '');
    const added = buildVersion(dir, 'sw.js', shell('offline'));
    rmSync(join(dir, 'assets/page-def.js'));
    writeFileSync(join(dir, 'assets/page-deg.js'), '');
    const renamed = buildVersion(dir, 'sw.js', shell('offline'));
    const reworded = buildVersion(dir, 'sw.js', shell('offline, reworded'));
    expect(new Set([first, edited, added, renamed, reworded]).size).toBe(5);
  });
});

import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cvStoreOf } from '../../../platform/database/cv-store';
import { newCvFileName } from '../../../platform/database/cv-files';
import { databaseEnv, ENGINES } from '../../support/engines';
import { samplePdf } from '../../support/cv-samples';
import { createTestApp, type TestApp } from '../../support/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

describe.each(ENGINES)('the CV store on %s', (engine) => {
  it('keeps a staged upload, reads it back by name, and deletes it', async () => {
    const t = await createTestApp(await databaseEnv(engine));
    apps.push(t);
    const store = cvStoreOf(t.db, join(t.dir, 'site.db'));
    const name = newCvFileName();
    const staged = join(store.stagingDir, newCvFileName());
    writeFileSync(staged, samplePdf());

    await store.keep(name, staged);
    expect(existsSync(staged)).toBe(false);
    expect(await store.read(name)).toEqual(samplePdf());
    // On PostgreSQL the file is the database's: no instance's disk holds it.
    const cvFolder = join(t.dir, 'cvs');
    expect(existsSync(cvFolder) ? readdirSync(cvFolder) : []).toEqual(engine === 'postgres' ? [] : [name]);

    expect(await store.remove(name)).toBe(true);
    expect(await store.read(name)).toBeNull();
    expect(await store.remove(name)).toBe(false);
  });
});

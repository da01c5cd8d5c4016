import { readdirSync, rmSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { cvDirOf } from '../../../platform/database/cv-files';
import { CV_MAX_BYTES } from '../../../shared/submissions/application-fields';
import { en } from '../../../shared/i18n/en';
import { ru } from '../../../shared/i18n/ru';
import { DESK_TEXTS } from '../../../desk/texts/desk-texts';
import { samplePdf } from '../../support/cv-samples';
import { listenLocally, openSocket, readAnswer, writeRequest } from '../../support/raw-http';
import { createTestApp, type TestApp } from '../../support/test-app';
import { until } from '../../support/until';
import { VALID_APPLICATION } from '../../support/valid-application';

// Issue 24: every upload ends with an answer (or, for a client that hung up, none) and leaves no file or descriptor behind.

const TOKEN = 'staff-token-for-upload-fault-tests';
const NO_LIMIT = { max: 10_000, windowMs: 60_000 };
/** Well inside every position's dates in the content. */
const OPEN_DAY = new Date('2026-11-20T12:00:00Z');
const BOUNDARY = 'upload-faults-7MA4YWxkTrZu0gW';
const PDF = samplePdf();
/** One buffer of zeros for every large CV: slices of it cost nothing. */
const ZEROS = Buffer.alloc(6 * 1024 * 1024);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const openDescriptors = () => readdirSync('/proc/self/fd').length;

async function setup({ uploadIdleMs }: { uploadIdleMs?: number } = {}) {
  const t = await createTestApp(
    { STAFF_TOKEN: TOKEN },
    { submissionLimits: { application: NO_LIMIT }, clock: () => OPEN_DAY, uploadIdleMs },
  );
  cleanups.push(() => t.close());
  return t;
}

/** The app on a port of its own, for requests written by hand. */
async function listening(options?: { uploadIdleMs?: number }) {
  const t = await setup(options);
  const { server, port } = await listenLocally(t.app);
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  // Counted once the app is up: whatever a request opens must be closed again afterwards.
  return { t, port, descriptors: openDescriptors() };
}

const cvDir = (t: TestApp) => cvDirOf(join(t.dir, 'site.db'));
const storedFiles = (t: TestApp) => readdirSync(cvDir(t));
const storedCvFiles = async (t: TestApp) => (await t.db.select().from(t.db.tables.submissions)).flatMap((row) => row.fileName ?? []);

const part = (headers: string) => Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`);
const fieldParts = (fields: Record<string, string>) =>
  Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
const cvHead = part('Content-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf');
const CRLF = Buffer.from('\r\n');
const END = Buffer.from(`--${BOUNDARY}--\r\n`);
/** A form of `fields` and a CV (a PDF, then `padding` zero bytes), then the parts `after`. */
const form = (fields: Record<string, string>, padding = 0, after: readonly Buffer[] = []) => [
  ...fieldParts(fields),
  cvHead,
  PDF,
  ZEROS.subarray(0, padding),
  CRLF,
  ...after,
  END,
];
const FORM_HEADERS = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` };

const sizeOf = (parts: Buffer[]) => parts.reduce((total, piece) => total + piece.length, 0);

/** Sends a request on a new connection (all of `body`, unless a larger `contentLength` is promised) and reads the answer. */
async function send(port: number, body: Buffer[], { chunked = false, contentLength }: { chunked?: boolean; contentLength?: number } = {}) {
  const socket = await openSocket(port);
  cleanups.push(() => void socket.destroy());
  const answer = readAnswer(socket);
  writeRequest(socket, { path: '/api/applications', headers: FORM_HEADERS, body, chunked, contentLength });
  return { socket, answer: await answer };
}

/** Stores a valid application and hangs up, as a browser closing the tab would. */
async function store(port: number) {
  const { socket, answer } = await send(port, form(VALID_APPLICATION));
  expect(answer.status).toBe(201);
  socket.destroy();
}

/** Nothing left behind: the CV folder holds the stored applications' files only, and every descriptor a request opened is closed. */
async function expectNothingLeft(t: TestApp, descriptors: number) {
  await until(() => openDescriptors() <= descriptors, `the open descriptors to be back to ${descriptors}`);
  expect(openDescriptors()).toBe(descriptors);
  expect(storedFiles(t).sort()).toEqual((await storedCvFiles(t)).sort());
}

describe('uploads that end early (issue 24)', { timeout: 30_000 }, () => {
  it('stores a whole application sent over a plain socket, with exactly its one file', async () => {
    const { t, port, descriptors } = await listening();
    const { socket, answer } = await send(port, form(VALID_APPLICATION));
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toEqual({ id: expect.any(Number) });
    socket.destroy();
    expect(storedFiles(t)).toHaveLength(1);
    await expectNothingLeft(t, descriptors);
  });

  const SIX_MB = 6 * 1024 * 1024;
  /** Just over 5 MB, still within the Content-Length allowance (5 MB and 64 KB with the fields). */
  const justOver = form({ ...VALID_APPLICATION, locale: 'ru' }, CV_MAX_BYTES + 48 * 1024);
  it.each([
    { what: 'a Content-Length over the allowance', body: () => form(VALID_APPLICATION, SIX_MB), errors: en.application.errors },
    {
      // Only the CV's first 5 MB and 16 KB: the answer must not wait for the rest.
      what: 'a CV just over 5 MB within the Content-Length allowance, as soon as it passes 5 MB',
      body: () => [...fieldParts({ ...VALID_APPLICATION, locale: 'ru' }), cvHead, PDF, ZEROS.subarray(0, CV_MAX_BYTES + 16 * 1024)],
      contentLength: sizeOf(justOver),
      errors: ru.application.errors,
    },
    {
      what: 'a 6 MB CV sent chunked, with no Content-Length',
      body: () => form({ ...VALID_APPLICATION, locale: 'ru' }, SIX_MB),
      chunked: true,
      errors: ru.application.errors,
    },
  ])(
    'answers 413 in the form’s language to $what, closes the connection and leaves nothing behind',
    async ({ body, chunked, contentLength, errors }) => {
      const { t, port, descriptors } = await listening();
      // A stored application beside the refused one: its file must stay, alone.
      await store(port);
      const { socket, answer } = await send(port, body(), { chunked, contentLength });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ error: errors.cvSize, fields: { cv: errors.cvSize } });
      expect(answer.headers.connection).toBe('close');
      await until(() => socket.destroyed, 'the server to close the connection');
      expect(await storedCvFiles(t)).toHaveLength(1);
      await expectNothingLeft(t, descriptors);
    },
  );

  it('answers 400 in the form’s language to more parts than a form has, and to a second file, and removes the CV already written', async () => {
    const { t, port, descriptors } = await listening();
    await store(port);
    const extraFields = fieldParts(Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`extra${index}`, 'x'])));
    const secondFile = [cvHead, PDF, CRLF];
    for (const [after, locale, dict] of [
      [extraFields, 'ru', ru],
      [secondFile, 'en', en],
    ] as const) {
      const { socket, answer } = await send(port, form({ ...VALID_APPLICATION, locale }, 64 * 1024, after));
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ error: dict.application.errors.malformed });
      expect(answer.headers.connection).toBe('close');
      await until(() => socket.destroyed, 'the server to close the connection');
    }
    expect(await storedCvFiles(t)).toHaveLength(1);
    await expectNothingLeft(t, descriptors);
  });

  /** Sends the headers and the first `sent` bytes of a CV promised larger, waits until the server is writing it, and hangs up. */
  async function abortMidFile(t: TestApp, port: number, seen: Set<string>, sent: number) {
    const socket = await openSocket(port);
    socket.on('error', () => {});
    const body = [...fieldParts(VALID_APPLICATION), cvHead, PDF, ZEROS.subarray(0, sent)];
    writeRequest(socket, { path: '/api/applications', headers: FORM_HEADERS, body, contentLength: 4 * 1024 * 1024 });
    await until(() => storedFiles(t).some((file) => !seen.has(file)), 'the server to start writing the CV');
    for (const file of storedFiles(t)) seen.add(file);
    socket.destroy();
  }
  const abortedLines = (t: TestApp) =>
    t.logs.filter((line) => line.msg === 'request' && line.path === '/api/applications' && line.aborted === true);

  it('removes the partial CV of a client that hangs up mid-file and closes its descriptor', async () => {
    const { t, port, descriptors } = await listening();
    await abortMidFile(t, port, new Set(), 1024 * 1024);
    await until(() => storedFiles(t).length === 0, 'the partial CV to be removed');
    await until(() => abortedLines(t).length === 1, 'the request logged as aborted');
    expect(await storedCvFiles(t)).toEqual([]);
    await expectNothingLeft(t, descriptors);
  });

  it('leaves no file and no descriptor after 200 uploads aborted in a row', { timeout: 60_000 }, async () => {
    const { t, port, descriptors } = await listening();
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 200; attempt += 1) await abortMidFile(t, port, seen, 64 * 1024);
    expect(seen.size).toBe(200);
    await until(() => storedFiles(t).length === 0, 'every partial CV to be removed');
    await until(() => abortedLines(t).length === 200, 'every request logged as aborted');
    await expectNothingLeft(t, descriptors);
  });
});

describe('an upload’s pace (issue 51)', { timeout: 30_000 }, () => {
  /** A second without a byte, where the process waits two minutes. */
  const IDLE_MS = 1000;

  it('cuts a client that stops sending mid-file once nothing has arrived for the idle cut-off, and leaves nothing behind', async () => {
    const { t, port, descriptors } = await listening({ uploadIdleMs: IDLE_MS });
    const socket = await openSocket(port);
    cleanups.push(() => void socket.destroy());
    socket.on('error', () => {});
    let answered = false;
    socket.on('data', () => (answered = true));
    // Its first 256 KB of the 4 MB promised, then silence, the connection still open.
    const body = [...fieldParts(VALID_APPLICATION), cvHead, PDF, ZEROS.subarray(0, 256 * 1024)];
    writeRequest(socket, { path: '/api/applications', headers: FORM_HEADERS, body, contentLength: 4 * 1024 * 1024 });
    await until(() => storedFiles(t).length === 1, 'the server to start writing the CV');
    await until(() => socket.destroyed, 'the server to cut the connection');
    expect(answered).toBe(false);
    await until(() => storedFiles(t).length === 0, 'the partial CV to be removed');
    expect(await storedCvFiles(t)).toEqual([]);
    await expectNothingLeft(t, descriptors);
    expect(t.logs.filter((line) => line.level === 'warn' && line.msg === 'upload cut: no byte for 1 s')).toHaveLength(1);
  });

  it('takes a slow but steady upload that lasts three times the idle cut-off, never silent that long', async () => {
    const { t, port, descriptors } = await listening({ uploadIdleMs: IDLE_MS });
    const socket = await openSocket(port);
    cleanups.push(() => void socket.destroy());
    const answer = readAnswer(socket);
    const whole = Buffer.concat(form(VALID_APPLICATION, 64 * 1024));
    // The head and the first tenth at once, the other nine tenths one every 300 ms.
    const tenth = Math.ceil(whole.length / 10);
    writeRequest(socket, {
      path: '/api/applications',
      headers: FORM_HEADERS,
      body: [whole.subarray(0, tenth)],
      contentLength: whole.length,
    });
    for (let at = tenth; at < whole.length; at += tenth) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(socket.destroyed).toBe(false);
      socket.write(whole.subarray(at, at + tenth));
    }
    expect((await answer).status).toBe(201);
    socket.destroy();
    expect(storedFiles(t)).toHaveLength(1);
    expect(statSync(join(cvDir(t), storedFiles(t)[0]!)).size).toBe(PDF.length + 64 * 1024);
    await expectNothingLeft(t, descriptors);
  });
});

describe('a CV whose file is not on this instance', () => {
  it('answers 404 in the staff’s language, never 500, and warns naming the application, the file and the instance', async () => {
    const t = await setup();
    const bearer = { Authorization: `Bearer ${TOKEN}` };
    const stored = request(t.app).post('/api/applications');
    for (const [name, value] of Object.entries(VALID_APPLICATION)) stored.field(name, value);
    const { body } = await stored.attach('cv', PDF, { filename: 'cv.pdf', contentType: 'application/pdf' }).expect(201);
    const id = body.id as number;
    const [file] = await storedCvFiles(t);
    rmSync(join(cvDir(t), file!));

    for (const language of ['ru', 'en'] as const) {
      const res = await request(t.app).get(`/api/applications/${id}/cv`).set(bearer).set('Accept-Language', language);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: DESK_TEXTS[language].api.staffCvMissing });
      expect(res.headers['content-disposition']).toBeUndefined();
    }
    const warnings = t.logs.filter((line) => line.level === 'warn' && line.applicationId === id);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({ file, instance: `${hostname()} pid ${process.pid}` });
    expect(t.logs.filter((line) => line.level === 'error')).toEqual([]);
  });
});

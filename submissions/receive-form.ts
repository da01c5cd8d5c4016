import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { newCvFileName } from '../platform/database/cv-files';

/** The file as it arrived, written to disk under a random name. */
export interface ReceivedFile {
  path: string;
  bytes: number;
  /** The name the browser gave it; never used as a path. */
  name: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile | null;
  /**
   * complete: all of it was read; too-large: the file passed its kind's largest size; stopped: reading
   * ended at the file, as asked; malformed: not a form this endpoint takes; failed: the disk
   * refused the file; aborted: the client went away before the end, so there is nobody to
   * answer; stalled: nothing arrived for the idle cut-off, and the connection was cut, so there is
   * nobody to answer either. Only after `complete` has the whole request been read: otherwise the rest is
   * discarded unread, and the answer should close the connection. Whatever the outcome, the
   * file's descriptor is closed by the time this resolves; a partial file is still on disk,
   * for the caller to remove.
   */
  outcome: 'complete' | 'too-large' | 'stopped' | 'malformed' | 'failed' | 'aborted' | 'stalled';
}

/** Text fields of the form: a handful, each far shorter than this. */
const LIMITS = { fields: 20, fieldSize: 16 * 1024, files: 1, parts: 24 };

/**
 * Streams a multipart form: text fields into memory, the file of `field` straight to
 * `dir` (flushed to disk before this resolves). Stops reading as soon as the file passes the
 * size limit, or at the file when `stopAtFile` (a request that will be refused anyway), cuts
 * the connection once no byte has arrived for `idleMs` (decision 0059), and resolves in every
 * case, a client that hangs up included.
 */
export function receiveMultipartForm(
  req: Request,
  { dir, field, maxBytes, stopAtFile, idleMs }: { dir: string; field: string; maxBytes: number; stopAtFile: boolean; idleMs: number },
): Promise<ReceivedForm> {
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | null = null;
    let upload: WriteStream | undefined;
    let written: Promise<void> = Promise.resolve();
    let settled = false;
    let parser: busboy.Busboy;

    const finish = (outcome: ReceivedForm['outcome']) => {
      if (settled) return;
      settled = true;
      // Reading is over: from here the answer's own time is not the sender's silence.
      req.setTimeout(0);
      if (outcome !== 'complete') {
        req.unpipe(parser);
        // Unpiped, the file part never ends: only destroying the file settles `written` and closes its descriptor.
        upload?.destroy();
        // A silent client is cut now; any other's rest is drained until Node closes the connection after the answer.
        if (outcome === 'stalled') req.destroy();
        else if (!req.destroyed) req.resume();
      }
      written.then(
        () => resolve({ fields, file, outcome }),
        () => resolve({ fields, file, outcome: outcome === 'complete' ? 'failed' : outcome }),
      );
    };

    if (req.destroyed) return resolve({ fields, file, outcome: 'aborted' });
    try {
      parser = busboy({ headers: req.headers, limits: { ...LIMITS, fileSize: maxBytes }, defParamCharset: 'utf8' });
    } catch {
      req.resume();
      return resolve({ fields, file, outcome: 'malformed' });
    }
    // The client hung up before the end: busboy never hears of it, as a pipe only passes on 'end'.
    req.on('close', () => {
      if (!req.readableEnded) finish('aborted');
    });
    // The socket's own timer: it restarts with every byte read, so a slow but steady sender is never cut.
    req.setTimeout(idleMs, () => finish('stalled'));
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return finish('malformed');
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (settled || name !== field || file) return void stream.resume();
      if (stopAtFile) {
        stream.resume();
        return finish('stopped');
      }
      const received: ReceivedFile = { path: join(dir, newCvFileName()), bytes: 0, name: info.filename ?? '' };
      file = received;
      stream.on('data', (chunk: Buffer) => {
        received.bytes += chunk.length;
      });
      stream.on('limit', () => finish('too-large'));
      // flush: the file is on disk before the application that names it is committed.
      upload = createWriteStream(received.path, { flags: 'wx', flush: true });
      // pipeline settles only once both streams have closed, so the descriptor is released by then.
      written = pipeline(stream, upload);
      written.catch(() => finish('failed'));
    });
    for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit', 'error'] as const) parser.on(event, () => finish('malformed'));
    parser.on('close', () => finish('complete'));
    req.pipe(parser);
  });
}

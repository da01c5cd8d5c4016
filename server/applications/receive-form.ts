import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import busboy from 'busboy';
import { CV_MAX_BYTES } from '../../shared/application-fields';
import { newCvFileName } from './cv-files';

/** The CV as it arrived, written to disk under a random name. */
export interface ReceivedFile {
  path: string;
  bytes: number;
  /** The name the browser gave it; never used as a path. */
  name: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  cv: ReceivedFile | null;
  /**
   * complete: all of it was read; too-large: the CV passed CV_MAX_BYTES; stopped: reading
   * ended at the file, as asked; malformed: not a form this endpoint takes; failed: the disk
   * refused the file. Only after `complete` has the whole request been read: otherwise the
   * rest is discarded unread, and the answer should close the connection.
   */
  outcome: 'complete' | 'too-large' | 'stopped' | 'malformed' | 'failed';
}

/** Text fields of the form: a handful, each far shorter than this. */
const LIMITS = { fields: 20, fieldSize: 16 * 1024, files: 1, parts: 24, fileSize: CV_MAX_BYTES };

/**
 * Streams a multipart application form: text fields into memory, the `cv` file straight to
 * `dir` (flushed to disk before this resolves). Stops reading as soon as the file passes the
 * size limit, or at the file when `stopAtFile` (a request that will be refused anyway).
 */
export function receiveApplicationForm(req: Request, { dir, stopAtFile }: { dir: string; stopAtFile: boolean }): Promise<ReceivedForm> {
  return new Promise((resolve) => {
    const fields: Record<string, string> = {};
    let cv: ReceivedFile | null = null;
    let written: Promise<void> = Promise.resolve();
    let settled = false;
    let parser: busboy.Busboy;

    const finish = (outcome: ReceivedForm['outcome']) => {
      if (settled) return;
      settled = true;
      if (outcome !== 'complete') {
        req.unpipe(parser);
        req.resume();
      }
      written.then(
        () => resolve({ fields, cv, outcome }),
        () => resolve({ fields, cv, outcome: outcome === 'complete' ? 'failed' : outcome }),
      );
    };

    try {
      parser = busboy({ headers: req.headers, limits: LIMITS, defParamCharset: 'utf8' });
    } catch {
      req.resume();
      return resolve({ fields, cv, outcome: 'malformed' });
    }
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return finish('malformed');
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (settled || name !== 'cv' || cv) return void stream.resume();
      if (stopAtFile) {
        stream.resume();
        return finish('stopped');
      }
      const received: ReceivedFile = { path: join(dir, newCvFileName()), bytes: 0, name: info.filename ?? '' };
      cv = received;
      stream.on('data', (chunk: Buffer) => {
        received.bytes += chunk.length;
      });
      stream.on('limit', () => finish('too-large'));
      // flush: the file is on disk before the application that names it is committed.
      written = pipeline(stream, createWriteStream(received.path, { flags: 'wx', flush: true }));
      written.catch(() => finish('failed'));
    });
    for (const event of ['partsLimit', 'filesLimit', 'fieldsLimit', 'error'] as const) parser.on(event, () => finish('malformed'));
    parser.on('close', () => finish('complete'));
    req.pipe(parser);
  });
}

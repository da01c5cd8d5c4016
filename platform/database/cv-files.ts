import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileTypeFromFile } from 'file-type';
import type { CvKind } from '../../shared/submissions/application-fields';
import { withoutFormatCharacters } from '../../shared/submissions/visitor-text';

/** Where CVs are kept: `cvs/` beside the database (data/cvs/ by default), so a backup of the data directory has them. */
export const cvDirOf = (databasePath: string): string => join(dirname(databasePath), 'cvs');

/** A new file's name: random, so nothing an applicant sends ever becomes part of a path. */
export const newCvFileName = (): string => randomBytes(16).toString('hex');

/** Word's old format is an OLE compound file, like Excel's and others; a Word one has this stream. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/** What the file is by its content (magic bytes and, for DOC and DOCX, their structure); null when not a CV format. */
export async function cvKindOf(path: string): Promise<CvKind | null> {
  const type = await fileTypeFromFile(path);
  switch (type?.ext) {
    case 'pdf':
    case 'docx':
      return type.ext;
    case 'cfb':
      return (await readFile(path)).includes(WORD_STREAM) ? 'doc' : null;
    default:
      return null;
  }
}

/**
 * A file's name as its sender had it, for a download only: the last path segment, one line, no
 * characters that file systems or headers trip on, a stem of at most 100 characters, and the
 * extension of what the file really is when that is known (else its own, cleaned the same way).
 * Format characters go first: a right-to-left override would show `invoice-X<U+202E>txt.pdf` as
 * `invoice-Xfdp.txt`.
 */
export function cleanFileName(sent: string, fallback: string, extension?: string): string {
  const base = withoutFormatCharacters(sent).split(/[\\/]/).pop() ?? '';
  const clean = (part: string) =>
    part
      .replace(/[\p{Cc}\u2028\u2029"*:<>?|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const stem = clean(base.replace(/\.[^.]*$/, '')).slice(0, 100);
  const ending = extension ?? clean(/\.([^.]*)$/.exec(base)?.[1] ?? '').slice(0, 10);
  return ending ? `${stem || fallback}.${ending}` : stem || fallback;
}

/** A CV's name as the applicant had it, with the extension of what the file really is. */
export const cleanCvName = (uploaded: string, kind: CvKind): string => cleanFileName(uploaded, 'cv', kind);

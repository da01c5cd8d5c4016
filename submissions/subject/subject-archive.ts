import { strToU8, zipSync, type Zippable } from 'fflate';
import type { CvStore } from '../../platform/database/cv-store';
import { SUBMISSION_TEXTS } from '../texts/submission-texts';
import { LANGS } from '../../shared/i18n/langs';
import type { SubjectData } from './find-subject';

/** The archive's document: everything found, as JSON. */
export const ARCHIVE_DOCUMENT = 'personal-data.json';

/** The archive's file name: the day it was made (UTC). */
export const archiveName = (now: Date): string => `personal-data-${now.toISOString().slice(0, 10)}.zip`;

/** A CV's place in the archive: a folder per application (two may share a name), the name the applicant gave it. */
const cvPath = (row: SubjectData['submissions'][number]) => `${row.kind}-${row.number}/${row.fileOriginalName ?? 'cv'}`;

/**
 * One ZIP archive of everything held under the address: `personal-data.json` (what each part is,
 * in both languages, then the rows; times in ISO 8601, UTC) and each CV file under its cleaned
 * original name. A CV whose file is gone is listed with `cvInArchive: null`.
 */
export async function subjectArchive(data: SubjectData, cvs: CvStore, now = new Date()): Promise<Uint8Array> {
  const files: Zippable = {};
  const submissions = [];
  for (const row of data.submissions) {
    let cvInArchive: string | null = null;
    if (row.fileName) {
      const bytes = await cvs.read(row.fileName);
      if (bytes) {
        cvInArchive = cvPath(row);
        // PDF and DOCX are compressed already.
        files[cvInArchive] = [bytes, { level: 0 }];
      }
    }
    submissions.push({ ...row, cvInArchive });
  }
  const document = {
    about: Object.fromEntries(LANGS.map((lang) => [lang, SUBMISSION_TEXTS[lang].subjectArchive])),
    address: data.address,
    exportedAt: now,
    submissions,
    history: data.history,
    emails: data.emails,
    mentions: data.mentions,
  };
  // JSON.stringify writes Dates as ISO 8601 in UTC.
  files[ARCHIVE_DOCUMENT] = strToU8(JSON.stringify(document, null, 2));
  return zipSync(files, { mtime: now });
}

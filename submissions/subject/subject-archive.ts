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

/** Each inbound mail as the document lists it, and its original and kept attachments as files of the archive, in a folder per mail. */
async function mailOf(data: SubjectData, cvs: CvStore, files: Zippable) {
  const mail = [];
  for (const { raw, ...row } of data.mail) {
    const folder = `mail-${row.id}`;
    const originalInArchive = `${folder}/original.eml`;
    files[originalInArchive] = raw;
    const attachments = [];
    for (const attachment of data.attachments.filter(({ mailId }) => mailId === row.id)) {
      const bytes = attachment.fileName ? await cvs.read(attachment.fileName) : null;
      let fileInArchive: string | null = null;
      if (bytes) {
        // Two attachments of one mail may share a name.
        fileInArchive = `${folder}/${attachment.name}`;
        if (fileInArchive in files) fileInArchive = `${folder}/${attachment.id}-${attachment.name}`;
        files[fileInArchive] = [bytes, { level: 0 }];
      }
      attachments.push({ ...attachment, fileInArchive });
    }
    mail.push({ ...row, originalInArchive, attachments });
  }
  return mail;
}

/**
 * One ZIP archive of everything held under the address: `personal-data.json` (what each part is,
 * in both languages, then the rows; times in ISO 8601, UTC), each CV file under its cleaned
 * original name, and each inbound mail's original with the attachments kept of it. A CV or an
 * attachment whose file is gone is listed with `cvInArchive` or `fileInArchive` null.
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
    mail: await mailOf(data, cvs, files),
    mentions: data.mentions,
  };
  // JSON.stringify writes Dates as ISO 8601 in UTC.
  files[ARCHIVE_DOCUMENT] = strToU8(JSON.stringify(document, null, 2));
  return zipSync(files, { mtime: now });
}

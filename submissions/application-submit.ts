import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Router, type Request, type Response } from 'express';
import { ApplicationSchema, applicationFieldErrors, type ApplicationRefusal } from '../shared/application';
import { CV_MAX_BYTES, type ApplicationField } from '../shared/application-fields';
import { dayOf, isOpen, jobBySlug } from '../shared/content/job-openings';
import { looksAutomated } from '../shared/enquiry';
import { DICTIONARIES } from '../shared/i18n/dictionaries';
import { isLang } from '../shared/i18n/langs';
import type { Db } from '../platform/database/open-database';
import { saveApplication } from './application-store';
import { cleanCvName, cvKindOf } from '../platform/database/cv-files';
import { receiveApplicationForm, type ReceivedForm } from './receive-form';
import { preferredLang } from '../platform/http/lang';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from './enquiry-submit';
import { countRequests, dropIfGone, tooManyText, type ClientLimits } from '../platform/http/json-guards';

/** Room for the text fields and the multipart framing around a CV of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

interface SubmitOptions {
  db: Db;
  /** Where CVs are written (cv-files.ts). */
  cvDir: string;
  limits: ClientLimits;
  clock: () => Date;
  /** Wakes the mail worker and clears what lists applications. */
  onSaved: () => void;
}

interface Answer {
  status: number;
  body: ApplicationRefusal | { id: number };
  /** True when the CV is now an application's. */
  kept?: boolean;
  /** True when the request was not read to its end: the connection closes, so the rest is never read. */
  unread?: boolean;
}

/**
 * POST /api/applications: a multipart form with the CV, streamed to disk. The answer is in
 * the form's `locale`: 201 {id}; 413 as soon as the CV passes 5 MB (the rest is not read);
 * 400 for an unknown position or invalid fields; 410 for a closed position; 415 for a file
 * that is not a PDF, DOC or DOCX by its content. The enquiry's rules apply: the honeypot and
 * the fill-time trap keep it as spam, the rate limit, and the Idempotency-Key.
 */
export function applicationSubmitRoute({ db, cvDir, limits, clock, onSaved }: SubmitOptions): Router {
  mkdirSync(cvDir, { recursive: true });
  const router = Router();
  router.post('/applications', dropIfGone, countRequests(limits), async (req, res) => {
    const earlyErrors = DICTIONARIES[preferredLang(req)].application.errors;
    if (!req.is('multipart/form-data'))
      return void res.status(415).json({ error: earlyErrors.unsupportedType } satisfies ApplicationRefusal);
    if (Number(req.get('content-length')) > CV_MAX_BYTES + FORM_OVERHEAD_BYTES) {
      req.resume();
      return void res
        .status(413)
        .set('Connection', 'close')
        .json({ error: earlyErrors.cvSize, fields: { cv: earlyErrors.cvSize } } satisfies ApplicationRefusal);
    }

    const form = await receiveApplicationForm(req, { dir: cvDir, stopAtFile: Boolean(res.locals.rateLimited) });
    let answer: Answer | undefined;
    try {
      answer = form.outcome === 'aborted' ? undefined : await decide(req, res, form);
    } finally {
      // What was written for an application that is not stored goes before the answer does, whatever happened.
      if (!answer?.kept && form.cv) await rm(form.cv.path, { force: true });
    }
    // The client hung up: nobody to answer; the request log notes it as aborted.
    if (!answer) return;
    if (answer.unread) res.set('Connection', 'close');
    res.status(answer.status).json(answer.body);
  });

  async function decide(req: Request, res: Response, form: ReceivedForm): Promise<Answer> {
    const lang = isLang(form.fields.locale) ? form.fields.locale : preferredLang(req);
    const dict = DICTIONARIES[lang];
    const errors = dict.application.errors;
    if (res.locals.rateLimited) return { status: 429, body: { error: tooManyText(dict.enquiry.errors.tooMany, limits) }, unread: true };
    if (form.outcome === 'too-large') return { status: 413, body: { error: errors.cvSize, fields: { cv: errors.cvSize } }, unread: true };
    if (form.outcome === 'malformed' || form.outcome === 'stopped') return { status: 400, body: { error: errors.malformed }, unread: true };
    if (form.outcome === 'failed') return { status: 503, body: { error: dict.enquiry.errors.server }, unread: true };

    const job = jobBySlug(form.fields.job ?? '');
    if (!job) return { status: 400, body: { error: errors.job } };
    if (!isOpen(job, dayOf(clock()))) return { status: 410, body: { error: errors.closed } };

    const parsed = ApplicationSchema.safeParse(form.fields);
    const fields: Partial<Record<ApplicationField, string>> = parsed.success ? {} : applicationFieldErrors(parsed.error, dict);
    if (!form.cv?.bytes) fields.cv = errors.cvMissing;
    if (!parsed.success || !form.cv?.bytes) return { status: 400, body: { error: dict.enquiry.errors.invalid, fields } };
    const kind = await cvKindOf(form.cv.path);
    if (!kind) return { status: 415, body: { error: errors.cvType, fields: { cv: errors.cvType } } };

    const idempotencyKey = req.get(IDEMPOTENCY_HEADER);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
      return { status: 400, body: { error: dict.enquiry.errors.idempotencyKey } };
    const application = parsed.data;
    const spam = looksAutomated(application);
    const cv = { file: basename(form.cv.path), kind, bytes: form.cv.bytes, name: cleanCvName(form.cv.name, kind) };
    let saved;
    try {
      saved = await saveApplication(
        db,
        { ...application, job: job.slug, locale: application.locale ?? lang, cv },
        { spam, idempotencyKey, now: clock() },
      );
    } catch (error) {
      req.log.error({ err: error }, 'could not store an application');
      return { status: 503, body: { error: dict.enquiry.errors.server } };
    }
    if (!saved.repeated) {
      req.log.info(
        { applicationId: saved.id, job: job.slug, locale: application.locale ?? lang, spam },
        spam ? 'application kept as spam, not emailed' : 'application stored',
      );
      onSaved();
    }
    return { status: 201, body: { id: saved.id }, kept: !saved.repeated };
  }
  return router;
}

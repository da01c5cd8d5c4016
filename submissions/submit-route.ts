import { rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { ConsentVersions } from '../shared/content/legal/types';
import { DICTIONARIES } from '../shared/i18n/dictionaries';
import { isLang, type Lang } from '../shared/i18n/langs';
import { looksAutomated, type SubmissionRefusal } from '../shared/submissions/form-fields';
import type { CvStore } from '../platform/database/cv-store';
import type { Db } from '../platform/database/open-database';
import { countRequests, dropIfGone, jsonGuards, tooManyText, type ClientLimits } from '../platform/http/json-guards';
import { preferredLang } from '../platform/http/lang';
import type { AnyKind } from './kinds';
import { receiveMultipartForm, type ReceivedFile, type ReceivedForm } from './receive-form';
import { saveSubmission } from './submission-store';
import type { StoredFile } from './submission-record';

/** JSON bodies above this answer 413 (docs/requirements.md sections 5 and 8). */
export const MAX_JSON_BODY = '32kb';

/** Room for the text fields and the multipart framing around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** How long an upload may go without a byte arriving before its connection is cut (decision 0059). */
export const DEFAULT_UPLOAD_IDLE_MS = 120_000;

/**
 * The longest a request may take to arrive whole (Node's requestTimeout, 300 s by default): a
 * CV of the largest size with its form at 7.5 KB/s, a phone on a weak mobile link, in 12 minutes.
 * A sender that goes silent is cut sooner, by the idle cut-off (decision 0059).
 */
export const REQUEST_TIME_LIMIT_MS = 12 * 60_000;

/** Submissions of one kind one client may send per window. */
export const DEFAULT_SUBMISSION_LIMITS: ClientLimits = { max: 5, windowMs: 10 * 60_000 };

/** The header a client sends once per filled form, so a retry or a double click stores one submission. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

export interface SubmitOptions {
  db: Db;
  /** Where files sent with a form are kept (platform/database/cv-store.ts). */
  cvs: CvStore;
  /** Per kind, by name; DEFAULT_SUBMISSION_LIMITS for a kind not named. */
  limits: Record<string, ClientLimits | undefined>;
  clock: () => Date;
  /** Each language's version of the consent document, recorded with what is stored (decision 0036). */
  consentVersions: ConsentVersions;
  /** Told of each new submission stored (not of a repeated one): wakes the mail worker, counts it. */
  onSaved: (kind: string, spam: boolean) => void;
  /** How long a file's upload may go without a byte before it is cut. */
  uploadIdleMs: number;
  /** MAIL_FROM: the confirmation's Message-ID ends with its domain. */
  mailFrom: string;
}

interface Answer {
  status: number;
  body: SubmissionRefusal | { id: number };
  /** True when the file is now a submission's. */
  kept?: boolean;
  /** True when the request was not read to its end: the connection closes, so the rest is never read. */
  unread?: boolean;
}

/** The language of the answer: the form's own `locale` when it names a valid one, else the visitor's. */
const langOf = (req: Request, fields: Record<string, unknown> | undefined): Lang =>
  isLang(fields?.locale) ? fields.locale : preferredLang(req);

/**
 * POST /api/<kind's path> for every kind of the table: one pipeline. Guards first (the client is
 * still there, the rate limit, the body's type and size), then the kind's own check and schema,
 * the Idempotency-Key, the spam traps (the honeypot and the fill time: kept as spam, never emailed,
 * answered the same, so a bot learns nothing and a person taken for one loses nothing), then one
 * transaction stores it with its emails. 201 {id}; refusals in the form's language.
 */
export function submitRoutes(
  { db, cvs, limits, clock, consentVersions, onSaved, uploadIdleMs, mailFrom }: SubmitOptions,
  kinds: readonly AnyKind[],
): Router {
  const router = Router();
  for (const kind of kinds) {
    const kindLimits = limits[kind.name] ?? DEFAULT_SUBMISSION_LIMITS;
    if (kind.body === 'json') mountJson(kind, kindLimits);
    else router.post(kind.path, ...multipartRoute(kind, kindLimits));
  }
  return router;

  function mountJson(kind: AnyKind, kindLimits: ClientLimits): void {
    const messages = (req: Request) => {
      const dict = DICTIONARIES[langOf(req, req.body as Record<string, unknown> | undefined)];
      return { ...dict.submission.errors, ...kind.requestErrors(dict) };
    };
    const guards = jsonGuards({ name: kind.name, limits: kindLimits, maxBody: MAX_JSON_BODY, messages });
    const handle: RequestHandler = async (req, res) => {
      const fields = (req.body ?? {}) as Record<string, unknown>;
      const answer = await decide(kind, req, langOf(req, fields), fields, null);
      res.status(answer.status).json(answer.body);
    };
    router.post(kind.path, ...guards.before, handle);
    // The body parser's refusals (too large, not JSON), in the kind's words.
    router.use(kind.path, guards.errors);
  }

  function multipartRoute(kind: AnyKind, kindLimits: ClientLimits): RequestHandler[] {
    const file = kind.file!;
    const handle: RequestHandler = async (req, res) => {
      // Before the form is read, its `locale` is unknown: the visitor's language answers.
      const dict = DICTIONARIES[preferredLang(req)];
      if (!req.is('multipart/form-data'))
        return void res.status(415).json({ error: kind.requestErrors(dict).unsupportedType } satisfies SubmissionRefusal);
      if (Number(req.get('content-length')) > file.maxBytes + FORM_OVERHEAD_BYTES) {
        req.resume();
        const { size } = file.errors(dict);
        return void res
          .status(413)
          .set('Connection', 'close')
          .json({ error: size, fields: { [file.field]: size } } satisfies SubmissionRefusal);
      }
      const form = await receiveMultipartForm(req, {
        dir: cvs.stagingDir,
        field: file.field,
        maxBytes: file.maxBytes,
        stopAtFile: Boolean(res.locals.rateLimited),
        idleMs: uploadIdleMs,
      });
      if (form.outcome === 'stalled') req.log.warn({ idleMs: uploadIdleMs }, `upload cut: no byte for ${uploadIdleMs / 1000} s`);
      let answer: Answer | undefined;
      try {
        answer = form.outcome === 'aborted' || form.outcome === 'stalled' ? undefined : await decideForm(kind, req, res, form, kindLimits);
      } finally {
        // What was written for a submission that is not stored goes before the answer does, whatever happened.
        if (!answer?.kept && form.file) await rm(form.file.path, { force: true });
      }
      // The client hung up or was cut: nobody to answer; the request log notes it as aborted.
      if (!answer) return;
      if (answer.unread) res.set('Connection', 'close');
      res.status(answer.status).json(answer.body);
    };
    return [dropIfGone, countRequests(kind.name, kindLimits), handle];
  }

  async function decideForm(kind: AnyKind, req: Request, res: Response, form: ReceivedForm, kindLimits: ClientLimits): Promise<Answer> {
    const lang = langOf(req, form.fields);
    const dict = DICTIONARIES[lang];
    const fileErrors = kind.file!.errors(dict);
    const field = kind.file!.field;
    if (res.locals.rateLimited)
      return { status: 429, body: { error: tooManyText(dict.submission.errors.tooMany, kindLimits) }, unread: true };
    if (form.outcome === 'too-large')
      return { status: 413, body: { error: fileErrors.size, fields: { [field]: fileErrors.size } }, unread: true };
    if (form.outcome === 'malformed' || form.outcome === 'stopped')
      return { status: 400, body: { error: kind.requestErrors(dict).malformed }, unread: true };
    if (form.outcome === 'failed') return { status: 503, body: { error: dict.submission.errors.server }, unread: true };
    return decide(kind, req, lang, form.fields, form.file);
  }

  async function decide(
    kind: AnyKind,
    req: Request,
    lang: Lang,
    fields: Record<string, unknown>,
    received: ReceivedFile | null,
  ): Promise<Answer> {
    const dict = DICTIONARIES[lang];
    const errors = dict.submission.errors;
    const now = clock();
    const refused = kind.check?.(fields, { now, dict });
    if (refused) return { status: refused.status, body: { error: refused.error } };

    const parsed = kind.schema.safeParse(fields);
    const found = parsed.success ? {} : kind.fieldErrors(parsed.error, dict);
    const file = kind.file;
    if (file && !received?.bytes) found[file.field] = file.errors(dict).missing;
    if (!parsed.success || Object.keys(found).length > 0) return { status: 400, body: { error: errors.invalid, fields: found } };
    let stored: StoredFile | undefined;
    if (file && received) {
      const type = await file.typeOf(received.path);
      if (!type) return { status: 415, body: { error: file.errors(dict).type, fields: { [file.field]: file.errors(dict).type } } };
      stored = { file: basename(received.path), type, bytes: received.bytes, name: file.cleanName(received.name, type) };
    }

    const idempotencyKey = req.get(IDEMPOTENCY_HEADER);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey))
      return { status: 400, body: { error: errors.idempotencyKey } };
    const input = parsed.data;
    const locale = input.locale ?? lang;
    const spam = looksAutomated(input);
    // The ledger: the text agreed to is the consent document in the form's language; `req.ip` honours TRUST_PROXY.
    const consent = { version: consentVersions[locale], address: req.ip ?? null };
    const parts = kind.store(input);
    // Kept with the kind's fields when the browser gave one: the sender's confirmation gives its times in it.
    const ownFields = input.timeZone ? { ...parts.fields, timeZone: input.timeZone } : parts.fields;
    let saved: { number: number; repeated: boolean };
    try {
      // The file is kept before its row is committed, so every row's file exists.
      if (stored && received) await cvs.keep(stored.file, received.path);
      saved = await saveSubmission(
        db,
        kind.name,
        { ...parts, fields: ownFields, locale, file: stored, consent },
        { spam, idempotencyKey, now, mailFrom },
      );
    } catch (error) {
      req.log.error({ err: error }, `${kind.name} could not be stored`);
      if (stored) await cvs.remove(stored.file).catch(() => undefined);
      return { status: 503, body: { error: errors.server } };
    }
    // A repeated submission's row has its file already.
    if (saved.repeated && stored) await cvs.remove(stored.file);
    if (!saved.repeated) {
      req.log.info(
        { [`${kind.name}Id`]: saved.number, ...kind.logFields?.(input), locale, spam },
        spam ? `${kind.name} kept as spam, not emailed` : `${kind.name} stored`,
      );
      onSaved(kind.name, spam);
    }
    return { status: 201, body: { id: saved.number }, kept: !saved.repeated };
  }
}

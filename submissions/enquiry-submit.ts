import { Router, type Request } from 'express';
import { EnquirySchema, enquiryFieldErrors, looksAutomated, type EnquiryRefusal } from '../shared/enquiry';
import { DICTIONARIES } from '../shared/i18n/dictionaries';
import { isLang, type Lang } from '../shared/i18n/langs';
import type { Db } from '../platform/database/open-database';
import { saveEnquiry } from './enquiry-store';
import { preferredLang } from '../platform/http/lang';
import { jsonGuards, type ClientLimits } from '../platform/http/json-guards';

/** JSON bodies above this answer 413 (DESIGN.md). */
export const MAX_BODY = '32kb';

/** Enquiries one client may send per window. */
export const DEFAULT_ENQUIRY_LIMITS: ClientLimits = { max: 5, windowMs: 10 * 60_000 };

/** The language of the answer: the enquiry's own when it names a valid one, else the visitor's. */
function langOf(req: Request): Lang {
  const locale = (req.body as { locale?: unknown } | undefined)?.locale;
  return isLang(locale) ? locale : preferredLang(req);
}

/** The header a client sends once per filled form, so a retry or a double click stores one enquiry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;

/**
 * POST /api/contact: validates, stores the enquiry and its emails in one transaction, then
 * answers 201 {id}. What the anti-bot fields flag is stored as spam and not emailed; it gets
 * the same answer, so a bot learns nothing and a person taken for one loses nothing. A repeated
 * Idempotency-Key answers the first enquiry's id. `onSaved` wakes the mail worker and clears caches.
 */
export function enquirySubmitRoute({ db, limits, onSaved }: { db: Db; limits: ClientLimits; onSaved: () => void }): Router {
  const router = Router();
  const guards = jsonGuards({ limits, maxBody: MAX_BODY, messages: (req) => DICTIONARIES[langOf(req)].enquiry.errors });
  router.post('/contact', ...guards.before, async (req, res) => {
    const lang = langOf(req);
    const dict = DICTIONARIES[lang];
    const parsed = EnquirySchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ error: dict.enquiry.errors.invalid, fields: enquiryFieldErrors(parsed.error, dict) } satisfies EnquiryRefusal);
      return;
    }
    const idempotencyKey = req.get(IDEMPOTENCY_HEADER);
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
      res.status(400).json({ error: dict.enquiry.errors.idempotencyKey } satisfies EnquiryRefusal);
      return;
    }
    const enquiry = parsed.data;
    const spam = looksAutomated(enquiry);
    let saved: { id: number; repeated: boolean };
    try {
      saved = await saveEnquiry(db, { ...enquiry, locale: enquiry.locale ?? lang }, { spam, idempotencyKey });
    } catch (error) {
      req.log.error({ err: error }, 'could not store an enquiry');
      res.status(503).json({ error: dict.enquiry.errors.server } satisfies EnquiryRefusal);
      return;
    }
    if (!saved.repeated) {
      req.log.info(
        { enquiryId: saved.id, locale: enquiry.locale ?? lang, spam },
        spam ? 'enquiry kept as spam, not emailed' : 'enquiry stored',
      );
      onSaved();
    }
    res.status(201).json({ id: saved.id });
  });
  router.use(guards.errors);
  return router;
}

import express, { Router, type ErrorRequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { EnquirySchema, enquiryFieldErrors, looksAutomated } from '../../shared/enquiry';
import { en } from '../../shared/i18n/en';
import { ru } from '../../shared/i18n/ru';
import type { Dictionary } from '../../shared/i18n/dictionary';
import { isLang, type Lang } from '../../shared/i18n/langs';
import type { Db } from '../db/open-database';
import { saveEnquiry } from '../enquiries/enquiry-store';
import { preferredLang } from '../lang';

const DICTIONARIES: Record<Lang, Dictionary> = { en, ru };

/** JSON bodies above this answer 413 (DESIGN.md). */
export const MAX_BODY = '32kb';

export interface ContactLimits {
  /** Enquiries one client may send per window. */
  max: number;
  windowMs: number;
}

export const DEFAULT_CONTACT_LIMITS: ContactLimits = { max: 5, windowMs: 10 * 60_000 };

/** The language of the answer: the enquiry's own when it names a valid one, else the visitor's. */
function langOf(req: express.Request): Lang {
  const locale = (req.body as { locale?: unknown } | undefined)?.locale;
  return isLang(locale) ? locale : preferredLang(req);
}

/**
 * POST /api/contact: validates, drops bots quietly, stores the enquiry and its email in one
 * transaction, then answers 201 {id}. `onSaved` wakes the mail worker and clears caches.
 */
export function contactRoute({ db, limits, onSaved }: { db: Db; limits: ContactLimits; onSaved: () => void }): Router {
  const router = Router();
  router.post(
    '/contact',
    (req, res, next) => {
      if (req.is('application/json')) return next();
      res.status(415).json({ error: DICTIONARIES[preferredLang(req)].enquiry.errors.unsupportedType });
    },
    rateLimit({
      windowMs: limits.windowMs,
      limit: limits.max,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler(req, res) {
        const minutes = Math.ceil(limits.windowMs / 60_000);
        const message = DICTIONARIES[preferredLang(req)].enquiry.errors.tooMany.replace('{minutes}', String(minutes));
        res.status(429).json({ error: message });
      },
    }),
    express.json({ limit: MAX_BODY, strict: true }),
    (req, res) => {
      const lang = langOf(req);
      const dict = DICTIONARIES[lang];
      const parsed = EnquirySchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: dict.enquiry.errors.invalid, fields: enquiryFieldErrors(parsed.error, dict) });
        return;
      }
      const enquiry = parsed.data;
      if (looksAutomated(enquiry)) {
        // Looks like success to the sender, so a bot learns nothing; nothing is stored or sent.
        console.warn(`Dropped an automated enquiry from ${req.ip} (honeypot or fill time).`);
        res.status(201).json({ id: 0 });
        return;
      }
      let id: number;
      try {
        id = saveEnquiry(db, { ...enquiry, locale: enquiry.locale ?? lang });
      } catch (error) {
        console.error('Could not store an enquiry:', error);
        res.status(503).json({ error: dict.enquiry.errors.server });
        return;
      }
      onSaved();
      res.status(201).json({ id });
    },
  );
  const bodyErrors: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    const dict = DICTIONARIES[preferredLang(req)];
    if (error.type === 'entity.too.large') return void res.status(413).json({ error: dict.enquiry.errors.tooLarge });
    if (error.type === 'entity.parse.failed') return void res.status(400).json({ error: dict.enquiry.errors.malformed });
    if (error.status && error.status >= 400 && error.status < 500) return void res.status(error.status).json({ error: dict.enquiry.errors.malformed });
    next(error);
  };
  router.use(bodyErrors);
  return router;
}

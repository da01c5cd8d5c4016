import { Router, type Request } from 'express';
import { EnquirySchema, enquiryFieldErrors, looksAutomated, type EnquiryRefusal } from '../../shared/enquiry';
import { DICTIONARIES } from '../../shared/i18n/dictionaries';
import { isLang, type Lang } from '../../shared/i18n/langs';
import type { Db } from '../db/open-database';
import { saveEnquiry } from '../enquiries/enquiry-store';
import { preferredLang } from '../lang';
import { jsonGuards, type ClientLimits } from './json-guards';

/** JSON bodies above this answer 413 (DESIGN.md). */
export const MAX_BODY = '32kb';

/** Enquiries one client may send per window. */
export const DEFAULT_ENQUIRY_LIMITS: ClientLimits = { max: 5, windowMs: 10 * 60_000 };

/** The language of the answer: the enquiry's own when it names a valid one, else the visitor's. */
function langOf(req: Request): Lang {
  const locale = (req.body as { locale?: unknown } | undefined)?.locale;
  return isLang(locale) ? locale : preferredLang(req);
}

/**
 * POST /api/contact: validates, drops bots quietly, stores the enquiry and its email in one
 * transaction, then answers 201 {id}. `onSaved` wakes the mail worker and clears caches.
 */
export function enquirySubmitRoute({ db, limits, onSaved }: { db: Db; limits: ClientLimits; onSaved: () => void }): Router {
  const router = Router();
  const guards = jsonGuards({ limits, maxBody: MAX_BODY, messages: (req) => DICTIONARIES[langOf(req)].enquiry.errors });
  router.post(
    '/contact',
    ...guards.before,
    (req, res) => {
      const lang = langOf(req);
      const dict = DICTIONARIES[lang];
      const parsed = EnquirySchema.safeParse(req.body);
      if (!parsed.success) {
        res.status(400).json({ error: dict.enquiry.errors.invalid, fields: enquiryFieldErrors(parsed.error, dict) } satisfies EnquiryRefusal);
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
        res.status(503).json({ error: dict.enquiry.errors.server } satisfies EnquiryRefusal);
        return;
      }
      onSaved();
      res.status(201).json({ id });
    },
  );
  router.use(guards.errors);
  return router;
}

import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { Lang } from '../../shared/i18n/langs';
import { langOfPath } from '../../shared/routes';
import { VitalsReportSchema, type VitalsProblem } from '../../shared/vitals';
import { MAX_SAMPLES } from '../../shared/vitals-limits';
import type { Db } from '../../platform/database/open-database';
import { preferredLang } from '../../platform/http/lang';
import { summarizeVitals } from './vitals-summary';
import { DAY_MS } from '../../shared/day';
import { SUMMARY_DAYS, saveVitals, vitalsSince } from './vitals-store';
import { jsonGuards, type ClientLimits } from '../../platform/http/json-guards';
import { SITE_TEXTS, type SiteTexts } from '../texts/site-texts';

/**
 * A page view sends one to three reports, so an office behind one address stays below this;
 * storage is bounded by the per-page cap whatever gets through (decision 0011).
 */
export const DEFAULT_VITALS_LIMITS: ClientLimits = { max: 120, windowMs: 60_000 };

/** Twenty samples are about 2.5 KB. */
const MAX_BODY = '4kb';

type Messages = SiteTexts['api'];

const PROBLEM_MESSAGES: Record<VitalsProblem, keyof Messages> = {
  path: 'vitalsPath',
  name: 'vitalsName',
  value: 'vitalsValue',
  id: 'vitalsId',
  shape: 'vitalsShape',
};

/** The language of the first reported page, else the visitor's. */
function langOf(req: Request): Lang {
  const samples = (req.body as { samples?: unknown } | undefined)?.samples;
  const path: unknown = Array.isArray(samples) ? (samples[0] as { path?: unknown } | undefined)?.path : undefined;
  return (typeof path === 'string' && langOfPath(path)) || preferredLang(req);
}

/** The first problem, in the visitor's language. */
function problemMessage(error: z.ZodError, messages: Messages): string {
  const problem = error.issues[0]?.message;
  const key = problem && problem in PROBLEM_MESSAGES ? PROBLEM_MESSAGES[problem as VitalsProblem] : 'vitalsShape';
  return messages[key].replace('{max}', String(MAX_SAMPLES));
}

const SummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(SUMMARY_DAYS).default(SUMMARY_DAYS),
});

/**
 * POST /api/vitals: the pages' field measurements, validated against the shared schema and
 * stored (204). GET /api/vitals (staff): count, p75 and rating per page and metric over the
 * last `days` (decision 0011).
 */
export function vitalsRoute({ db, limits, requireStaff }: { db: Db; limits: ClientLimits; requireStaff: RequestHandler }): Router {
  const router = Router();
  const guards = jsonGuards({
    name: 'vitals',
    limits,
    maxBody: MAX_BODY,
    messages: (req) => {
      const messages = SITE_TEXTS[preferredLang(req)].api;
      return {
        unsupportedType: messages.vitalsUnsupportedType,
        tooMany: messages.vitalsTooMany,
        tooLarge: messages.vitalsTooLarge,
        malformed: messages.vitalsMalformed,
      };
    },
  });
  router.post('/vitals', ...guards.before, async (req, res) => {
    const messages = SITE_TEXTS[langOf(req)].api;
    const parsed = VitalsReportSchema.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ error: problemMessage(parsed.error, messages) });
    try {
      await saveVitals(db, parsed.data.samples);
    } catch (error) {
      req.log.error({ err: error }, 'could not store web vitals');
      return void res.status(503).json({ error: messages.vitalsUnavailable });
    }
    res.status(204).end();
  });
  router.use(guards.errors);

  router.get('/vitals', requireStaff, async (req, res) => {
    const query = SummaryQuerySchema.safeParse(req.query);
    if (!query.success) return void res.status(400).json({ error: `days must be a whole number from 1 to ${SUMMARY_DAYS}.` });
    const { days } = query.data;
    const since = new Date(Date.now() - days * DAY_MS);
    const pages = summarizeVitals(await vitalsSince(db, since));
    res.set('Cache-Control', 'private, no-store').json({ days, since: since.toISOString(), pages });
  });
  return router;
}

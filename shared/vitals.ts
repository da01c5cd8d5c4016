import { z } from 'zod';
import { sitePagePath } from './page-lookup';
import { MAX_SAMPLES, VITAL_MAX, VITAL_NAMES } from './vitals-limits';

/** Issue messages name the part that is wrong; the server turns them into the visitor's language. */
export type VitalsProblem = 'path' | 'name' | 'value' | 'id' | 'shape';

const problem = (error: VitalsProblem) => ({ error });

const VitalSampleSchema = z
  .object({
    /** The canonical path of the page measured (no query or hash). */
    path: z
      .string(problem('path'))
      .max(200, problem('path'))
      .refine((path) => sitePagePath(path) !== null, problem('path')),
    name: z.enum(VITAL_NAMES, problem('name')),
    value: z.number(problem('value')).min(0, problem('value')),
    /** web-vitals' id of this measurement; a later report with the same id replaces the value. */
    id: z.string(problem('id')).regex(/^[\w.-]{1,64}$/, problem('id')),
  })
  .refine((sample) => sample.value <= VITAL_MAX[sample.name], { ...problem('value'), path: ['value'] });

/** The body of POST /api/vitals. */
export const VitalsReportSchema = z.object(
  { samples: z.array(VitalSampleSchema, problem('shape')).min(1, problem('shape')).max(MAX_SAMPLES, problem('shape')) },
  problem('shape'),
);

export type VitalSample = z.infer<typeof VitalSampleSchema>;
export type VitalsReport = z.infer<typeof VitalsReportSchema>;

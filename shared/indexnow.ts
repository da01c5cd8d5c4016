import { z } from 'zod';

/** What the site's pages send to POST /api/indexnow (the spec's payload). */
export const IndexNowPayloadSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2048),
  key: z.string().min(1).max(128),
  keyLocation: z.url({ protocol: /^https?$/ }).max(2048),
});

export type IndexNowPayload = z.infer<typeof IndexNowPayloadSchema>;

/**
 * Shapes of the site's static content, as content-schemas.ts defines them. The slugs are the
 * content files' names (build/content/generate-content.ts lists them in the generated folder),
 * and each language's texts are typed `Record<Slug, Text>`, so each page ships one language.
 */
import type { z } from 'zod';
import type { BLOG_SLUGS, JOB_SLUGS, PROJECT_SLUGS, SERVICE_SLUGS } from './.generated/slugs';
import type {
  blogPostFacts,
  blogPostText,
  jobCardText,
  jobDetailText,
  jobFacts,
  projectCardText,
  projectDetailText,
  projectFacts,
  serviceFacts,
  serviceText,
} from './content-schemas';

export type ProjectSlug = (typeof PROJECT_SLUGS)[number];
export type ServiceSlug = (typeof SERVICE_SLUGS)[number];
export type BlogSlug = (typeof BLOG_SLUGS)[number];
export type JobSlug = (typeof JOB_SLUGS)[number];

export const SERVICE_CATEGORIES = ['strategy', 'design', 'development', 'growth'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export type Project = z.infer<typeof projectFacts> & { slug: ProjectSlug };
export type ProjectCardText = z.infer<typeof projectCardText>;
export type ProjectDetailText = z.infer<typeof projectDetailText>;

export type Service = z.infer<typeof serviceFacts> & { slug: ServiceSlug };
export type ServiceIcon = Service['icon'];
export type ServiceText = z.infer<typeof serviceText>;

export type BlogPost = z.infer<typeof blogPostFacts> & {
  slug: BlogSlug;
  /** True once `npm run media` has written the post's picture; until then the stock one stands in. */
  hasPicture: boolean;
};
export type BlogPostText = z.infer<typeof blogPostText>;

export type Job = z.infer<typeof jobFacts> & { slug: JobSlug };
export type EmploymentType = Job['employmentType'];
export type JobCardText = z.infer<typeof jobCardText>;
export type JobDetailText = z.infer<typeof jobDetailText>;

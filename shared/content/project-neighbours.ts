import { PROJECTS } from './.generated/projects';
import type { Project, ProjectSlug } from './types';

export interface ProjectNeighbours {
  previous: Project;
  next: Project;
}

/**
 * The projects before and after `slug` in display order, wrapping around the list:
 * the first project's previous is the last one, the last one's next is the first.
 */
export function projectNeighbours(slug: ProjectSlug, projects: readonly Project[] = PROJECTS): ProjectNeighbours {
  const at = projects.findIndex((project) => project.slug === slug);
  if (at === -1) throw new Error(`Unknown project "${slug}"`);
  const count = projects.length;
  return {
    previous: projects[(at - 1 + count) % count]!,
    next: projects[(at + 1) % count]!,
  };
}

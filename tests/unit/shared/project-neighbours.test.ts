import { describe, expect, it } from 'vitest';
import { projectNeighbours } from '../../../shared/content/project-neighbours';
import { PROJECTS } from '../../../shared/content/.generated/projects';
import type { ProjectSlug } from '../../../shared/content/types';

const first = PROJECTS[0]!;
const last = PROJECTS[PROJECTS.length - 1]!;

describe('projectNeighbours', () => {
  it('wraps the first project back to the last one', () => {
    const { previous, next } = projectNeighbours(first.slug);
    expect(previous.slug).toBe(last.slug);
    expect(next.slug).toBe(PROJECTS[1]!.slug);
  });

  it('gives the adjacent projects in the middle of the list', () => {
    const { previous, next } = projectNeighbours(PROJECTS[5]!.slug);
    expect(previous.slug).toBe(PROJECTS[4]!.slug);
    expect(next.slug).toBe(PROJECTS[6]!.slug);
  });

  it('wraps the last project forward to the first one', () => {
    const { previous, next } = projectNeighbours(last.slug);
    expect(previous.slug).toBe(PROJECTS[PROJECTS.length - 2]!.slug);
    expect(next.slug).toBe(first.slug);
  });

  it('visits every project once, in either direction, before coming back', () => {
    for (const step of ['next', 'previous'] as const) {
      const seen: ProjectSlug[] = [];
      let slug = first.slug;
      for (let i = 0; i < PROJECTS.length; i++) {
        seen.push(slug);
        slug = projectNeighbours(slug)[step].slug;
      }
      expect(slug).toBe(first.slug);
      expect(new Set(seen).size).toBe(PROJECTS.length);
    }
    const forward: ProjectSlug[] = [];
    let slug = first.slug;
    for (let i = 0; i < PROJECTS.length; i++) {
      forward.push(slug);
      slug = projectNeighbours(slug).next.slug;
    }
    expect(forward).toEqual(PROJECTS.map((project) => project.slug));
  });

  it('rejects a slug that is not in the list', () => {
    expect(() => projectNeighbours('nope' as ProjectSlug)).toThrow(/nope/);
  });
});

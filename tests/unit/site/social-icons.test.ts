import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STUDIO } from '../../../shared/content/studio';
import { SOCIAL_ICONS } from '../../../site/components/social-icon';

describe('the social icons file', () => {
  it('draws every network the footer links to', () => {
    const sprite = readFileSync(join(import.meta.dirname, '../../../site/public', SOCIAL_ICONS), 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect(symbols.sort()).toEqual(STUDIO.social.map(({ network }) => network).sort());
  });
});

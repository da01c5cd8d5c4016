import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceFacts } from '../../../shared/content/content-schemas';
import { STUDIO } from '../../../shared/content/studio';
import { SERVICE_ICONS } from '../../../site/components/service-icon';
import { SOCIAL_ICONS } from '../../../site/components/social-icon';

const symbolsOf = (file: string) =>
  [...readFileSync(join(import.meta.dirname, '../../../site/public', file), 'utf8').matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)]
    .map((match) => match[1])
    .sort();

describe('the icon files', () => {
  it('draw every network the footer links to', () => {
    expect(symbolsOf(SOCIAL_ICONS)).toEqual(STUDIO.social.map(({ network }) => network).sort());
  });

  it('draw every icon a service may name', () => {
    expect(symbolsOf(SERVICE_ICONS)).toEqual([...serviceFacts.shape.icon.options].sort());
  });
});

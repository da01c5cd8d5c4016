import { join } from 'node:path';
import { generateContent } from '../../build/content/generate-content';

/** The unit tests import the content modules: they are made from the content files first, as a build makes them. */
export default function generate(): void {
  generateContent(join(import.meta.dirname, '..', '..'));
}

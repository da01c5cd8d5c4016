import { existsSync } from 'node:fs';

export default function requireBuild(): void {
  if (!existsSync('dist/server/entry-server.js') || !existsSync('dist/client/index.html')) {
    throw new Error('No production build: run `npm run build` first (`npm test` does).');
  }
}

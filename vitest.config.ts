import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      // Pure code: no build, no server; `npm run test:unit` runs in seconds.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], globalSetup: ['tests/support/generate-content.ts'] } },
      // The real server over the production build; `npm test` builds before running them.
      { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], globalSetup: ['tests/support/require-build.ts'] } },
    ],
  },
});

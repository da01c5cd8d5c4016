import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'shared/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    // Server tests render with the production build; `npm test` builds before running them.
    globalSetup: ['tests/support/require-build.ts'],
  },
});

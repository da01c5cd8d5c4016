import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      // Pure code: no build, no server; `npm run test:unit` runs in seconds. Its files share their
      // workers' modules (a spy is restored by its test): importing them anew for each file was
      // 13 s of CPU against 5 (docs/performance.md, "Test times").
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], globalSetup: ['tests/support/generate-content.ts'], isolate: false },
      },
      // The real server over the production build; `npm test` builds before running them.
      // Three files at a time on two cores: most of a server test's time waits on another process
      // (PostgreSQL, nginx, the W3C checker, an operator command), and one file at a time, vitest's
      // default here, left a core idle (docs/performance.md, "Test times"). The timeouts'
      // margin is for a file that renders every page, or waits on PostgreSQL, while two others run.
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/support/require-build.ts', 'tests/support/temp-folder-for-run.ts', 'tests/support/postgres-for-run.ts'],
          maxWorkers: 3,
          // A worker keeps the modules it loaded for its next file: importing the app, its build and
          // its dependencies anew for each file took 103 s of the workers' time, and the run 150 s
          // against 106 (docs/performance.md). What modules keep is the same for every app (the
          // content, formats, schemas); each file makes its own app, database and servers.
          isolate: false,
          testTimeout: 15_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});

import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

import { loadConfig } from "./server/config.ts";

// Tests see the default origin, whatever the environment says.
const define = { __PUBLIC_SITE_URL__: JSON.stringify(loadConfig({}).publicSiteUrl) };
const resolve = {
  alias: {
    "~": fileURLToPath(new URL("./app", import.meta.url)),
    "~domain": fileURLToPath(new URL("./domain", import.meta.url)),
    "~contracts": fileURLToPath(new URL("./contracts", import.meta.url)),
    // Only tests import it: eslint refuses it everywhere else.
    "~test-support": fileURLToPath(new URL("./test-support", import.meta.url)),
  },
};

// The suffix picks the tier: *.db.test.ts touch a database (PGlite, or PostgreSQL when
// DATABASE_URL is set, as scripts/with-postgres.mjs does; `npm test` runs them on PostgreSQL,
// decision 049); *.pg.test.ts run on PostgreSQL only; *.test.tsx render components;
// *.web.test.ts drive the production build (run `npm run build` first) through the real server.
// Every project shares each worker's modules between test files (isolate: false): the
// server's module graph took most of the suite's time to import afresh for every file, and
// no test changes a module's state (the jsdom project's stubs are undone after each test).
// The database projects fail on a deprecation: pg warns of what its next major version refuses
// (overlapping queries on one connection), and a warning in a passing run goes unread.
const throwOnDeprecation = ["--throw-deprecation"];

export default defineConfig({
  define,
  test: {
    projects: [
      {
        define,
        resolve,
        test: {
          name: "unit",
          include: ["{app,domain,server,scripts,test-support}/**/*.test.ts"],
          exclude: [
            "**/*.db.test.ts",
            "**/*.pg.test.ts",
            "**/*.web.test.ts",
            "**/*.instances.test.ts",
            "**/*.image.test.ts",
            "node_modules/**",
          ],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          isolate: false,
        },
      },
      {
        define,
        resolve,
        test: {
          name: "dom",
          include: ["app/**/*.test.tsx"],
          environment: "jsdom",
          // One document and one copy of React for all the files, as the node projects share their
          // modules: a fresh jsdom and React per file took twice the processor (15 s against 6 s).
          // Whatever a test stubs or spies on is put back before the next test begins, so no test
          // sees another's.
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
          // A form test types into a dozen fields through user-event, under jsdom: about a second
          // alone, and several times that while `npm test` runs the PostgreSQL tiers beside it on
          // two cores (the application form's test passed 5 s there).
          testTimeout: 20_000,
          setupFiles: ["./vitest.setup.ts", "./test-support/component-setup.ts"],
        },
      },
      // Tests of PostgreSQL's own behaviour (locks held by another session): only in the
      // run against a real server, where scripts/with-postgres.mjs sets DATABASE_URL.
      ...(process.env.DATABASE_URL
        ? [
            {
              define,
              resolve,
              test: {
                name: "pg",
                include: ["server/**/*.pg.test.ts"],
                environment: "node" as const,
                setupFiles: ["./vitest.setup.ts"],
                isolate: false,
                execArgv: throwOnDeprecation,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                // These tests wait for requests to reach a lock (expect.poll): on a busy 2-core
                // machine the eighth of a burst took longer than poll's default second.
                expect: { poll: { timeout: 15_000 } },
              },
            },
            // Each file starts servers of its own: one file at a time, or two would load two cores.
            {
              define,
              resolve,
              test: {
                name: "instances",
                include: ["server/**/*.instances.test.ts"],
                environment: "node" as const,
                setupFiles: ["./vitest.setup.ts"],
                fileParallelism: false,
                testTimeout: 60_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
      {
        define,
        resolve,
        test: {
          name: "db",
          include: ["server/**/*.db.test.ts"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          isolate: false,
          execArgv: throwOnDeprecation,
          globalSetup: ["./test-support/template-database.global.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        define,
        resolve,
        test: {
          name: "web",
          include: ["{server,scripts,test-support}/**/*.web.test.ts"],
          environment: "node",
          setupFiles: ["./vitest.setup.ts"],
          isolate: false,
          globalSetup: ["./test-support/template-database.global.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

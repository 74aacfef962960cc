import { defineConfig } from "@playwright/test";

import { testBrowserLaunchOptions } from "./scripts/chromium.mjs";
import { testPasswordsEnv } from "./test-support/test-passwords";

const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three on two cores: with two, a sixth of the processor sat idle while the tests waited for
  // pages, e-mails and the server's tasks (331 s instead of 389 s for the suite, every test passing).
  workers: 3,
  // A flow's whole budget (Playwright's default is 30 s). On the 2-core machines CI had from
  // 2026-11-27, four times slower than before (the suite took 21 min instead of 6), the longest
  // flows took 25-34 s when they passed, and six ran out of 30 s at once, each at a different step
  // (axe on a long page, a viewport change). Each step's own wait stays at 5 s.
  timeout: 60_000,
  forbidOnly: true,
  retries: 0,
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: testBrowserLaunchOptions,
    // Recording a trace of every test to keep the failing ones cost a seventh of the suite's time.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
  },
  projects: [
    // Layout-specific tests carry a tag, so each width runs only its own instead of skipping.
    // Behaviour that does not depend on the layout (error paths, validation, drafts) is tagged
    // @one-width and runs at the phone's width only, where most visitors are.
    // Sets the back-office accounts' passwords once and saves each role's signed-in state (e2e/staff.ts).
    { name: "staff-setup", testMatch: /staff\.setup\.ts/ },
    {
      name: "mobile",
      grepInvert: /@desktop-only/,
      dependencies: ["staff-setup"],
      use: { viewport: { width: 375, height: 812 }, hasTouch: true },
    },
    // Last: the workers take tests in this order, and the desktop's are short (the phone's longest
    // flows last left one worker idle for half a minute at the end).
    {
      name: "desktop",
      grepInvert: /@mobile-only|@one-width/,
      dependencies: ["staff-setup"],
      use: { viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/readyz`,
    // Passwords hashed at the tests' cost, as in the Node tiers; the route tests and the image's
    // drills prove the production cost (decision 082).
    env: { PORT: String(port), ...testPasswordsEnv },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
  },
});

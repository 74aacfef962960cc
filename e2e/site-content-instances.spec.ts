import { spawn, type ChildProcess } from "node:child_process";

import { seedFaqItems } from "../server/db/seed-faq";
import { expect, test, visit, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * An edit to an FAQ answer shows at once on every instance (decision 034). Two servers of the test's
 * own on one throwaway PostgreSQL (scripts/with-postgres.mjs), as a deployment runs them: an
 * editor saves on the first, and a visitor of the second, whose /faq was kept before the change,
 * sees the new answer at once.
 */

/** Starts PostgreSQL and answers its database's address; the process keeps it until it is stopped. */
async function startPostgres(): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      "scripts/with-postgres.mjs",
      process.execPath,
      "-e",
      "console.log(`DATABASE_URL=${process.env.DATABASE_URL}`); setInterval(() => {}, 1 << 30);",
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const found = /DATABASE_URL=(\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", () => reject(new Error(`PostgreSQL did not start:\n${output}`)));
  });
  return { url, process: child };
}

test.describe("an FAQ answer edited on one instance @one-width", () => {
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
  let first: OwnServer | undefined;
  let second: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    postgres = await startPostgres();
    const env = { DATABASE_URL: postgres.url };
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    first = await startOwnServer({ accounts: [["writer", "editor"]], env });
    second = await startOwnServer({ env });
  });
  test.afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    if (postgres && postgres.process.exitCode === null) {
      const exited = new Promise((resolve) => postgres!.process.once("exit", resolve));
      postgres.process.kill("SIGTERM");
      await exited;
    }
  });

  test("shows at once on the other instance's kept /faq", async ({ browser, page }) => {
    const question = seedFaqItems.at(-1)!;
    const answer = `Reviewed by a second engineer and tested on real phones, on every instance (${Date.now()}).`;
    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    const onSecond = `${second!.origin}/faq`;
    await visit(visitor, onSecond);
    await visitor.getByRole("button", { name: question.question }).click();
    await expect(visitor.getByText(question.answer)).toBeVisible();

    await first!.signIn(page, "writer", "monsoon-ledger-harbour-34");

    await page.goto(`${first!.origin}/admin/faq`);
    await page.getByRole("link", { name: question.question }).click();
    await expect(page.getByRole("heading", { name: question.question, level: 1 })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("textbox", { name: /^Answer/ }).fill(answer);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved. /faq shows the change now.")).toBeVisible();

    // The second instance forgets its kept page when the save's notice reaches it, a moment after the
    // commit (without it, not before midnight in India): within a step's 5 s, as the web tier's
    // `atOnce` (test-support/kept-page-instances.ts) allows, since CI runs three browsers beside it.
    await expect.poll(async () => (await (await fetch(onSecond)).text()).includes(answer)).toBe(true);
    await visit(visitor, onSecond);
    await visitor.getByRole("button", { name: question.question }).click();
    await expect(visitor.getByText(answer)).toBeVisible();
    await visitor.close();
  });
});

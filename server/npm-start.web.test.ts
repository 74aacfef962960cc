import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it, onTestFinished } from "vitest";

import { acceptsConnections, freePort } from "../test-support/free-port";

/**
 * `npm start` as an operator runs it, after `npm run build` (the web tests run on that build): it
 * serves the build as it is, and a SIGTERM to the npm process, as Docker, systemd and process
 * managers send it, stops the server gracefully instead of leaving it running.
 */
describe("npm start", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "npm-start-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("serves the build `npm run build` left, and stops on SIGTERM to npm", async () => {
    const port = await freePort();
    // The site address the build was made for (the default), and the embedded database: none of
    // the test run's own servers (the PostgreSQL tier sets DATABASE_URL for its tests).
    const { PUBLIC_SITE_URL: _builtFor, DATABASE_URL: _database, REDIS_URL: _redis, ...environment } = process.env;
    const npm = spawn("npm", ["start"], {
      env: { ...environment, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    npm.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    npm.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    const exited = new Promise<number | null>((resolve) => npm.once("exit", resolve));
    // A failed expectation must not leave the server running after the run: npm passes SIGTERM on.
    onTestFinished(() => {
      if (npm.exitCode === null && npm.signalCode === null) npm.kill("SIGTERM");
    });

    await expect.poll(() => acceptsConnections(port), { timeout: 60_000, interval: 100 }).toBe(true);
    expect(output, "the build is older than a source: run `npm run build` first").not.toContain("Building the site");
    // The server logs "ready" once it listens; the line can reach this pipe a moment after a connection does.
    const readyLine = /"pid":(\d+),[^\n]*"msg":"ready"/;
    await expect.poll(() => readyLine.test(output), { timeout: 10_000, interval: 50 }).toBe(true);
    const serverPid = Number(readyLine.exec(output)?.[1]);
    expect(serverPid).toBeGreaterThan(0);

    npm.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect.poll(() => acceptsConnections(port), { timeout: 30_000, interval: 100 }).toBe(false);
    await expect.poll(() => isRunning(serverPid), { timeout: 30_000, interval: 100 }).toBe(false);
    expect(output).toContain('"msg":"shutting down: finishing in-flight requests"');
    expect(output).toContain('"msg":"requests finished: stopping the background work"');
  }, 120_000);
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

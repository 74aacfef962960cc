import { spawn } from "node:child_process";

import { describe, expect, it } from "vitest";

import { freePort } from "../test-support/free-port";

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, NODE_ENV: "production", ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

/**
 * Each test starts the server from its source, which tsx compiles first: about 8 s on a quiet
 * machine, and past 30 s once beside the rest of `npm test` on a busy one.
 */
const startsTheServer = 90_000;

// A bad setting's one line without its password is checked on the same server/main.ts by
// scripts/env-file.test.ts's `npm run dev` row, which reads the setting from .env: a third start
// here cost the Node stage 10 s.
describe("starting the server", () => {
  it(
    "waits a bounded time for an unreachable database, saying so in one line per try and never the password",
    async () => {
      const port = await freePort();
      const { code, stderr } = await runServer({
        DATABASE_URL: `postgres://site:s3cret-pass@127.0.0.1:${port}/site`,
        DATABASE_WAIT_SECONDS: "2",
      });
      expect(code).toBe(1);
      const lines = stderr.trim().split("\n");
      expect(lines.length).toBeGreaterThanOrEqual(3);
      for (const line of lines.slice(0, -1)) {
        expect(line).toMatch(
          new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port}/site is not reachable: .+; trying again in \\d\\.\\d s$`),
        );
      }
      expect(lines.at(-1)).toMatch(
        new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port}/site is not reachable: .*ECONNREFUSED`),
      );
      // Bounded by the setting, not by the default minute: the pauses it announced fit in 2 s.
      const pauses = lines.slice(0, -1).map((line) => Number(/trying again in (\d\.\d) s$/.exec(line)![1]));
      expect(pauses.reduce((sum, pause) => sum + pause, 0)).toBeLessThanOrEqual(2);
      expect(stderr).not.toContain("s3cret-pass");
      expect(stderr).not.toMatch(/^\s+at /m);
    },
    startsTheServer,
  );
});
